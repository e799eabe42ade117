/**
 * The store: one implementation on Kysely for SQLite and PostgreSQL (messages.ts, alerts.ts),
 * the schema in migrations.ts, what differs between the two databases in dialect.ts.
 */
import { alertMethods } from './alerts';
import { openEngine } from './dialect';
import { messageMethods } from './messages';
import { migrate } from './migrations';
import type { Store } from './types';

export type * from './types';
export { CORRECTABLE_FIELDS } from './types';

/** The store of DATABASE_URL (`sqlite:<path>` or `postgres://…`), not migrated yet. */
export function createStore(databaseUrl: string): Store {
  const engine = openEngine(databaseUrl);
  return {
    kind: engine.kind,
    ...messageMethods(engine),
    ...alertMethods(engine),
    migrate: () => migrate(engine),
    ping: () => engine.ping(),
    close: () => engine.close(),
  };
}

/** Opens the store named by DATABASE_URL (`sqlite:<path>` or `postgres://…`), migrated. */
export async function openStore(databaseUrl: string): Promise<Store> {
  const store = createStore(databaseUrl);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
  return store;
}
