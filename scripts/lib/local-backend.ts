/**
 * Decap's local backend (decap-server in its `fs` mode) on loopback, behind the guard
 * (cms-guard.ts): the editor reads and writes the files of `repoDir` under src/content and
 * public/media/uploads, without a login, and nothing else can. Only `npm run cms` and the
 * editor's browser test start it; `npm start` never does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Guard, startGuard } from './cms-guard';

export interface LocalBackend {
  /** The API URL the editor is configured with (CMS_LOCAL_BACKEND): the guard's, with its token. */
  url: string;
  /** The editor origins the guard answers (the site server's); may be added to later. */
  editorOrigins: string[];
  /** decap-server's own address behind the guard: for tests only, nobody else is told it. */
  upstream: string;
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
  /** The guard's port (what the editor talks to); decap-server gets a free one nobody is told. */
  port?: number;
  /** The editor's origins, e.g. `http://localhost:8080` (see LocalBackend.editorOrigins). */
  editorOrigins?: string[];
  /** Show decap-server's log (npm run cms); tests keep it quiet. */
  verbose?: boolean;
  /** Where the guard reports a refused request (default: stderr). */
  log?: (line: string) => void;
}): Promise<LocalBackend> {
  // decap-server's own port: loopback, told to nobody but the guard, which is the only way in
  // (it still binds 127.0.0.1, so nothing off this machine reaches it even by port scanning).
  const port = await freePort();
  const entry = createRequire(import.meta.url).resolve('decap-server');
  // decap-server runs dotenv's config() first thing, which loads `.env` from its working
  // directory whatever `env` below says: started in the checkout (as `npm run cms` is) it would
  // take the project's secrets (SMTP, OAuth, database). It runs in an empty folder of its own.
  const home = mkdtempSync(join(tmpdir(), 'retinova-decap-'));
  const removeHome = () => rmSync(home, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: home,
    // Only what it needs: none of the project's settings (the caller may have loaded `.env`).
    env: {
      PATH: process.env.PATH,
      MODE: 'fs',
      PORT: String(port),
      // Loopback only: the local backend writes files without asking who is there.
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: resolve(options.repoDir),
      LOG_LEVEL: options.verbose ? 'info' : 'error',
    },
    stdio: options.verbose ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  // Never outlive the process that started it (a crash included).
  const kill = () => {
    child.kill();
    removeHome();
  };
  process.once('exit', kill);
  child.once('exit', () => {
    process.off('exit', kill);
    removeHome();
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  const editorOrigins = options.editorOrigins ?? [];
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
  let guard: Guard;
  try {
    guard = await startGuard({
      upstream: url,
      editorOrigins,
      port: options.port ?? 0,
      log: options.log,
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    url: guard.url,
    editorOrigins,
    upstream: url,
    stop: async () => {
      await guard.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      });
    },
  };
}
