import { loadConfig } from '../src/config';

/** Server configuration for tests: quiet, on a free loopback port, reading the built dist/. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    ...env,
  });
}
