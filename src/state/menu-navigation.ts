/** sessionStorage key cleared on every menu navigation (docs/spec.md#states). */
export const NEW_LIST_KEY = 'newList';

/** Called by the header, drawer and footer menus whenever an entry is chosen. */
export function clearNewList(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(NEW_LIST_KEY);
  } catch (_error) {
    // Session storage may be disabled; there is then nothing to clear.
  }
}
