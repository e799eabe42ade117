/**
 * The phone network of the benchmarks: Slow 4G as Lighthouse's mobile preset applies it in
 * DevTools (150 ms and 1.6 Mbps, adjusted for a real connection: 562.5 ms round trip,
 * 1.44 Mbps down, 675 kbps up), over the Chrome DevTools Protocol.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { type Harness, isolatedContext } from '../../e2e/helpers/harness';

export async function emulateSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}

/**
 * A phone page of the benchmarks: a fresh context at 390 × 844 that reaches no other origin, on
 * Slow 4G; `cpu` slows the CPU as Lighthouse's mobile preset does (4), 1 leaves it alone.
 */
export async function openPhonePage(
  harness: Harness,
  cpu = 1,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await isolatedContext(harness, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlow4G(cdp);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}
