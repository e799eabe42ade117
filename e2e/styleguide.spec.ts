import { mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();
const shots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'retinova-screenshots');

beforeAll(async () => {
  await mkdir(shots, { recursive: true });
});

describe('living style guide', () => {
  it.each([
    ['/_styleguide', 390, 844],
    ['/zh-hant/_styleguide', 390, 844],
    ['/en/_styleguide', 1440, 900],
    ['/_styleguide', 1440, 900],
  ] as const)(
    '%s at %i px renders every piece with its media, and is screenshotted',
    async (url, width, height) => {
      await withPage(harness(), { viewport: { width, height } }, async (page, { problems }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
        expect(await page.locator('.styleguide__swatch').count()).toBe(16);
        expect(await page.getByRole('tab').count()).toBe(3);
        // Bring each image into view in turn, so that lazy ones load, and wait until each has
        // loaded or failed. (Scrolling by steps and waiting for all could skip a lazy image when a
        // busy machine painted no frame at the step that passed it: it then never loaded.)
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll<HTMLImageElement>('main img')) {
            img.scrollIntoView({ block: 'center' });
            if (img.complete) continue;
            await new Promise((settled) => {
              img.addEventListener('load', settled, { once: true });
              img.addEventListener('error', settled, { once: true });
            });
          }
        });
        const broken = await page.evaluate(() =>
          [...document.querySelectorAll('main img')]
            .filter((img) => (img as HTMLImageElement).naturalWidth === 0)
            .map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
        );
        expect(broken).toEqual([]);
        const file = join(shots, `styleguide-${url.replace(/\W+/g, '_')}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect((await stat(file)).size).toBeGreaterThan(50_000);
        expectNoProblems(problems);
      });
    },
  );

  it('plays the video only on demand, in a dialog that Escape closes, returning focus', async () => {
    await withPage(
      harness(),
      { viewport: { width: 1440, height: 900 } },
      async (page, { problems }) => {
        const mediaRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('.mp4')) mediaRequests.push(request.url());
        });
        await page.goto('/en/_styleguide');
        await waitForHydration(page);
        expect(await page.locator('video').count()).toBe(0);
        expect(mediaRequests).toEqual([]);
        const play = page.getByRole('button', { name: 'Play video: Company introduction' });
        await play.click();
        const dialog = page.getByRole('dialog', { name: 'Company introduction' });
        await dialog.waitFor();
        await page.waitForFunction(() => {
          const video = document.querySelector('dialog video') as HTMLVideoElement | null;
          return !!video && video.readyState >= 2;
        });
        expect(mediaRequests.length).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Closing unloads the video (after the dialog's queued close event).
        await page.waitForFunction(() => document.querySelectorAll('video').length === 0);
        await page.waitForFunction(() =>
          document.activeElement?.classList.contains('video-trigger'),
        );
        expectNoProblems(problems);
      },
    );
  });
});
