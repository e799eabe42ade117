/**
 * Decap's local backend (decap-server in its `fs` mode) on a Unix socket, behind the guard
 * (cms-guard.ts): the editor reads and writes the files of `repoDir` under src/content and
 * public/media/uploads, without a login, and nothing else can. Only `npm run cms` and the
 * editor's browser test start it; `npm start` never does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Guard, postToSocket, startGuard } from './cms-guard';

export interface LocalBackend {
  /** The API URL the editor is configured with (CMS_LOCAL_BACKEND): the guard's, with its token. */
  url: string;
  /** The editor origins the guard answers (the site server's); may be added to later. */
  editorOrigins: string[];
  /** decap-server's Unix socket behind the guard (mode 0600): for tests only. */
  upstream: string;
  /** decap-server's process id: for tests (which ports it listens on: none). */
  pid: number;
  stop(): Promise<void>;
}

/** decap-server's entry point, started with its `listen` redirected to a socket. */
const DECAP_ENTRY = createRequire(import.meta.url).resolve('decap-server');
const SOCKET_PRELOAD = fileURLToPath(new URL('./decap-socket.cjs', import.meta.url));

/** Starts decap-server for `repoDir` on a Unix socket, waits until it answers, then the guard. */
export async function startLocalBackend(options: {
  repoDir: string;
  /** The guard's port (what the editor talks to). */
  port?: number;
  /** The editor's origins, e.g. `http://localhost:8080` (see LocalBackend.editorOrigins). */
  editorOrigins?: string[];
  /** Show decap-server's log (npm run cms); tests keep it quiet. */
  verbose?: boolean;
  /** Where the guard reports a refused request (default: stderr). */
  log?: (line: string) => void;
}): Promise<LocalBackend> {
  // decap-server runs dotenv's config() first thing, which loads `.env` from its working
  // directory whatever `env` below says: started in the checkout (as `npm run cms` is) it would
  // take the project's secrets (SMTP, OAuth, database). It runs in an empty folder of its own
  // (mode 0700, mkdtemp's), which also holds its socket: no TCP port, nothing another program,
  // a local web app or a rebinding page can reach (decap-socket.cjs).
  const home = mkdtempSync(join(tmpdir(), 'retinova-decap-'));
  const socket = join(home, 'decap.sock');
  const removeHome = () => rmSync(home, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--require', SOCKET_PRELOAD, DECAP_ENTRY], {
    cwd: home,
    // Only what it needs: none of the project's settings (the caller may have loaded `.env`).
    env: {
      PATH: process.env.PATH,
      MODE: 'fs',
      DECAP_SOCKET: socket,
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
  const editorOrigins = options.editorOrigins ?? [];
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`decap-server exited (${code})`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const answer = await Promise.race([
        postToSocket(socket, JSON.stringify({ action: 'info' })),
        exited,
      ]);
      if (answer.status === 200) break;
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
      upstream: socket,
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
    upstream: socket,
    pid: child.pid as number,
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
