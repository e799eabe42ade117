import pg from 'pg';

/**
 * BIGINT (times in ms, ids, COUNT(*)) read as a number, as SQLite gives it, not as a string: every
 * value the schema keeps in one is far below 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A PostgreSQL connection pool of at most `max` connections, as the store and the releases'
 * cluster open theirs: 5 s to connect, idle connections closed after 30 s.
 */
export function postgresPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one checked out (the pool listens only on idle clients): the failing query rejects anyway,
  // and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}
