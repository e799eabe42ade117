/** `npm start`: builds the site if dist/ is missing (publishes if RELEASES_DIR has none), then runs the server. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_MANIFEST_FILE } from '../shared/site-manifest';

// A local .env (see .env.example) is read if present; real environment variables win.
if (existsSync('.env')) {
  const given = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, given);
}

const distDir = process.env.DIST_DIR ?? 'dist';
// With RELEASES_DIR the server serves its `current` release (npm run publish), not DIST_DIR.
const releasesDir = process.env.RELEASES_DIR;
if (releasesDir && !existsSync(join(releasesDir, 'current', SITE_MANIFEST_FILE))) {
  console.log(`No release in ${releasesDir}: running \`npm run publish\` first…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/publish.ts'], { stdio: 'inherit' });
} else if (!releasesDir && !existsSync(join(distDir, SITE_MANIFEST_FILE))) {
  console.log('No build found: running `npm run build` first…');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
await import('../server/src/main');
