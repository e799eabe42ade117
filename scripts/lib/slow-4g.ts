/**
 * The phone network of the benchmarks: Slow 4G as Lighthouse's mobile preset applies it in
 * DevTools (150 ms and 1.6 Mbps, adjusted for a real connection: 562.5 ms round trip,
 * 1.44 Mbps down, 675 kbps up), over the Chrome DevTools Protocol.
 */
import type { CDPSession } from 'playwright-core';

export async function emulateSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}
