import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServerState, SERVER_FILE, writeJsonAtomic } from './releases';

/**
 * When the server serves RELEASES_DIR: SIGHUP reloads `current` (what `npm run publish` and its
 * `--rollback` send), and `server.json` tells them which process to signal and, once it has
 * switched, which release it serves. Call before `listen`.
 */
export function serveReleases(app: FastifyInstance): void {
  const dir = app.site.releasesDir;
  if (!dir) return;
  const file = join(dir, SERVER_FILE);
  const record = () =>
    writeJsonAtomic(file, {
      pid: process.pid,
      release: app.site.current.id,
      loadedAt: new Date().toISOString(),
    });

  process.on('SIGHUP', () => {
    const before = app.site.current.id;
    app.site.reload().then(
      (id) => {
        record();
        app.log.info({ release: id, previous: before }, 'release loaded');
      },
      (error: unknown) => {
        // The old release stays served; the publish waiting for server.json reports the failure.
        app.log.error({ err: error, release: app.site.current.id }, 'release reload failed');
      },
    );
  });
  app.addHook('onListen', async () => {
    record();
    app.log.info({ release: app.site.current.id, releases: dir }, 'serving release');
  });
  app.addHook('onClose', async () => {
    if (readServerState(dir)?.pid === process.pid) rmSync(file, { force: true });
  });
}
