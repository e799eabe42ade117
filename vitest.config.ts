import { defineConfig } from 'vitest/config';

// Three projects, run in this order by `npm test` (scripts/test.ts):
// unit (no build needed), server (against the built dist/), e2e (Chromium against the built
// site: each file its own browser and server).
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
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/__tests__/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
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
          // of the checkout), so files run side by side: two at a time, one per core of the
          // 2-core machine CI runs on (a browser and a server each; more only queue for the CPU).
          maxWorkers: 2,
        },
      },
    ],
  },
});
