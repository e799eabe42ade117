/**
 * `npm run cms`: edit the content in the browser on this machine (docs/design.md#the-editor).
 * Builds the site if needed, starts Decap's local backend (decap-server, loopback only) on the
 * working copy and the site's server with the editor at /admin/, and prints the address to open.
 * Edits are written to the files under src/content (and uploads to public/media/uploads);
 * `npm run build` or `npm run publish` puts them on the site, and git shows what changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/src/index';
import { ensureEditorWords, rebuildReason } from './lib/build-check';
import { startLocalBackend } from './lib/local-backend';

// `.env` is for the site's server started below (PORT, HOST, SITE_URL, the store, SMTP). The
// guard in this process reads none of it; decap-server is a child with a minimal environment,
// started outside the checkout so that its own dotenv call finds no `.env` (local-backend.ts).
if (existsSync('.env')) {
  const given = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, given);
}
// This command edits the working copy: no git host, no releases folder.
for (const key of ['CMS_BACKEND', 'RELEASES_DIR', 'PUBLISH_WEBHOOK_SECRET'])
  delete process.env[key];

const { DIST_DIR, SITE_URL, HOST, PORT } = loadConfig();
const reason =
  rebuildReason(DIST_DIR, SITE_URL) ??
  (existsSync(join(DIST_DIR, 'admin', 'index.html')) ? undefined : 'the editor is not built');
if (reason) {
  console.log(`${reason}: running \`npm run build\` first…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}

// The editor is the site server's /admin/ on this port; the guard answers it and nothing else.
const backend = await startLocalBackend({
  repoDir: resolve('.'),
  port: Number(process.env.CMS_LOCAL_PORT || 8081),
  editorOrigins: [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
  verbose: false,
});
process.env.CMS_LOCAL_BACKEND = backend.url;
process.on('exit', () => void backend.stop());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void backend.stop());

ensureEditorWords();
await import('../server/src/main');
const host = HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST;
console.log(
  `\nEditor: http://${host}:${PORT}/admin/  (edits go to ${resolve('src/content')}; local backend ${backend.url})\n`,
);
