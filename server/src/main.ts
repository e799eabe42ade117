import { buildApp } from './app';
import { loadConfig } from './config';
import { serveReleases } from './publish/serve-releases';

/** Time allowed for in-flight requests to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the app, or exits 1 with a message an operator can act on (no stack trace). */
async function start() {
  try {
    const config = loadConfig();
    return { config, app: await buildApp({ config }) };
  } catch (error) {
    console.error(`Cannot start the server: ${(error as Error).message}`);
    process.exit(1);
  }
}

const { config, app } = await start();

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// With RELEASES_DIR: SIGHUP switches to the release `current` points at (npm run publish).
serveReleases(app);

await app.listen({ port: config.PORT, host: config.HOST });
