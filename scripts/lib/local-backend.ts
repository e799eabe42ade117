/**
 * Decap's local backend (decap-server in its `fs` mode) on loopback: the editor reads and writes
 * the files of `repoDir` directly, without a login. Only `npm run cms` and the editor's browser
 * test start it; `npm start` never does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

export interface LocalBackend {
  /** The API URL the editor is configured with (CMS_LOCAL_BACKEND). */
  url: string;
  stop(): Promise<void>;
}

/** A port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts decap-server for `repoDir` on 127.0.0.1 and waits until it answers. */
export async function startLocalBackend(options: {
  repoDir: string;
  port?: number;
  /** Show decap-server's log (npm run cms); tests keep it quiet. */
  verbose?: boolean;
}): Promise<LocalBackend> {
  const port = options.port ?? (await freePort());
  const entry = createRequire(import.meta.url).resolve('decap-server');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      MODE: 'fs',
      PORT: String(port),
      // Loopback only: the local backend writes files without asking who is there.
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: options.repoDir,
      LOG_LEVEL: options.verbose ? 'info' : 'error',
    },
    stdio: options.verbose ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  // Never outlive the process that started it (a crash included).
  const kill = () => child.kill();
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const url = `http://127.0.0.1:${port}/api/v1`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`decap-server exited (${code})`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await Promise.race([
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        }),
        exited,
      ]);
      if (response.ok) break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw error;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
