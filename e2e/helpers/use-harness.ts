import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Harness, type SiteOptions, startHarness } from './harness';

/**
 * The spec file's own harness (startHarness: the built site on a free loopback port, a fresh
 * database and its own Chromium), started before the file's tests and closed after them. Files
 * run in parallel, so nothing of it is shared between files. Returns a getter: the harness
 * exists only once `beforeAll` has run, i.e. inside hooks and tests.
 */
export function useHarness(
  beforeListen?: (app: FastifyInstance) => Promise<void> | void,
  /** More of the server's options, asked for when it starts (e.g. an SMTP server's port). */
  options?: () => Promise<Pick<SiteOptions, 'env'>> | Pick<SiteOptions, 'env'>,
): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness({ beforeListen, ...(await options?.()) });
  });
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error('The harness starts in beforeAll: use it in hooks and tests');
    return harness;
  };
}
