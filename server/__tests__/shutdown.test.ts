import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, freePort, testConfig } from './helpers';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish when the server closes', async () => {
    const app = await buildTestApp({ config: testConfig() });
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/__slow', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
        entered();
      });
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/__slow`).then((r) => r.json());
    await handlerEntered;
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 200));
    release();
    await expect(inFlight).resolves.toEqual({ done: true });
    await closed;
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('exits cleanly on %s', async (signal) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    for (let i = 0; i < 100 && !output.includes('Server listening'); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    child.kill(signal);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output).toContain('shutting down');
  });
});
