import pg from 'pg';

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
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}
