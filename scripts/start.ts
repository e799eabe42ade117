/**
 * `npm start`: builds the site if dist/ is missing or was built for another SITE_URL, then runs
 * the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/src/config';
import { rebuildReason } from './lib/build-check';

// A local .env (see .env.example) is read if present; real environment variables win.
if (existsSync('.env')) {
  const given = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, given);
}

const { DIST_DIR, SITE_URL } = loadConfig();
const reason = rebuildReason(DIST_DIR, SITE_URL);
if (reason) {
  console.log(`${reason}: running \`npm run build\` for SITE_URL=${SITE_URL} first…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
await import('../server/src/main');
