/**
 * `npm start`: builds the site if dist/ is missing or was built for another SITE_URL (with
 * RELEASES_DIR: publishes when there is no release, or the current one was built for another
 * SITE_URL), then runs the server. With RELEASES_URL nothing is built here: the server fetches
 * the live release of the object store (decision 0022), so a fresh machine needs only the
 * environment.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/src/index';
import { ensureEditorWords, rebuildReason } from './lib/build-check';

// A local .env (see .env.example) is read if present; real environment variables win.
if (existsSync('.env')) {
  const given = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, given);
}

const { DIST_DIR, SITE_URL, RELEASES_DIR, RELEASES_URL } = loadConfig();
// With RELEASES_DIR the server serves its `current` release (npm run publish), not DIST_DIR.
const served = RELEASES_DIR ? join(RELEASES_DIR, 'current') : DIST_DIR;
const reason = RELEASES_URL ? undefined : rebuildReason(served, SITE_URL);
if (reason && RELEASES_DIR) {
  console.log(`${reason}: running \`npm run publish\` for SITE_URL=${SITE_URL} first…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/publish.ts'], { stdio: 'inherit' });
} else if (reason) {
  console.log(`${reason}: running \`npm run build\` for SITE_URL=${SITE_URL} first…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
ensureEditorWords();
await import('../server/src/main');
