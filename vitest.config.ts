import { defineConfig } from 'vitest/config';

// Three projects, run in this order by `npm test` (scripts/test.ts):
// unit (no build needed), server (against the built dist/), e2e (Chromium against the built
// site: each file its own browser and server).
//
// Files run two at a time in every project. Vitest's default is one fewer than the cores, so on
// CI's 2 cores one file at a time, while most files wait on child processes, sockets and timers
// rather than the CPU. Files share nothing they write: builds go to temporary copies, each
// server test has its own PostgreSQL schema (server/__tests__/helpers.ts) and free port.
const FILES_AT_ONCE = 2;
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/__tests__/**/*.test.{ts,tsx}',
            'shared/**/__tests__/**/*.test.ts',
            // Build steps with logic of their own (news from Markdown).
            'scripts/**/__tests__/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/__tests__/**/*.test.ts'],
          environment: 'node',
          // Generous: several tests run the CLIs and publishes as processes of their own, which
          // take 20-30 s when the other test files load both cores.
          testTimeout: 60_000,
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file starts its own server (a free loopback port, its own database) and its own
          // Chromium, and writes only to its own temporary folders (cms.spec.ts builds in a copy
          // of the checkout), so files run side by side: one per core of the 2-core machine CI
          // runs on (a browser and a server each; more only queue for the CPU).
          maxWorkers: FILES_AT_ONCE,
        },
      },
    ],
  },
});
