import { useSyncExternalStore } from 'react';

/** Today in Hong Kong (UTC+8 all year), `YYYY-MM-DD`. */
export const todayInHongKong = (): string =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The attribute a view of the financial calendar writes the day it divided by on its element. */
export const AS_OF = 'data-calendar-as-of';

/**
 * The day that divides coming from past events: today. The prerender writes the day it rendered
 * into the page (`data-calendar-as-of` on the view's element), which hydration reads back, so the
 * first render in the browser matches the HTML; the reader's own day follows at once where it
 * differs (a page built yesterday).
 */
export function useToday(): string {
  return useSyncExternalStore(
    () => () => {},
    todayInHongKong,
    () =>
      (typeof document !== 'undefined' &&
        document.querySelector(`[${AS_OF}]`)?.getAttribute(AS_OF)) ||
      todayInHongKong(),
  );
}
