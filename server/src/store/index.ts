import { createPostgresStore } from './postgres';
import { createSqliteStore } from './sqlite';
import type { Store } from './types';

export type * from './types';
export { CORRECTABLE_FIELDS } from './types';

/** Opens the store named by DATABASE_URL (`sqlite:<path>` or `postgres://…`), migrated. */
export async function openStore(databaseUrl: string): Promise<Store> {
  const store = databaseUrl.startsWith('sqlite:')
    ? createSqliteStore(databaseUrl.slice('sqlite:'.length))
    : createPostgresStore(databaseUrl);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}
