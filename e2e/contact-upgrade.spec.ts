/**
 * The contact form's code (react-hook-form, zod, toasts) arrives after the prerendered form is
 * in use: on a slow phone the visitor has typed, is in a field, maybe in the middle of
 * an IME composition. The upgrade must keep every element, so all of that survives.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import type { ContactContent } from '../src/content/types';
import { waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const harness = useHarness();

/** The form's lazily loaded code (Vite names the chunk after its module). */
const LIVE_CHUNK = /\/assets\/contact-form-live-[\w-]+\.js$/;
/** How long the code is held back at least, as on a slow connection. */
const HOLD_MS = 2500;

interface Probe {
  fields: Element[];
  composition: string[];
}

/** Keeps the form's elements and every composition event, to compare after the upgrade. */
async function installProbe(page: Page) {
  await page.evaluate(() => {
    const probe: Probe = {
      fields: [...(document.querySelector('form.contact-form') as HTMLFormElement).elements],
      composition: [],
    };
    for (const type of ['compositionstart', 'compositionupdate', 'compositionend']) {
      document.addEventListener(
        type,
        (event) => probe.composition.push(`${type}:${(event as CompositionEvent).data}`),
        true,
      );
    }
    (window as unknown as { probe: Probe }).probe = probe;
  });
}

describe('contact form upgrade', () => {
  it('keeps the elements, focus, caret, typed text and an IME composition when its code arrives late', async () => {
    await withPage(
      harness(),
      { viewport: { width: 1440, height: 900 } },
      async (page, { context, problems }) => {
        const content = (await loadPageContent('zh-hans', 'contact')) as ContactContent;

        let requested: () => void = () => {};
        const chunkRequested = new Promise<void>((resolve) => {
          requested = resolve;
        });
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(LIVE_CHUNK, async (route) => {
          requested();
          await released;
          await route.continue();
        });

        await page.goto('/contact');
        await waitForHydration(page);
        const shown = Date.now();
        await installProbe(page);
        const form = page.locator('form.contact-form');

        // Touching the form asks for its code, which is held back meanwhile.
        await page.locator('#contact-name').click();
        await chunkRequested;
        const heldSince = Date.now();
        await page.keyboard.type('Chen Jing');
        await page.keyboard.press('Tab');
        await page.keyboard.type('+86 139 1234 5678');
        await page.keyboard.press('Tab');
        await page.keyboard.type('chen.jing@example.com');
        await page.selectOption('#contact-appeal', '5');
        await page.locator('#contact-suggest').click();
        await page.keyboard.insertText('我想');
        // An IME composition under way (pinyin chosen, not yet committed), caret inside it.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Input.imeSetComposition', {
          text: '了解',
          selectionStart: 1,
          selectionEnd: 1,
        });
        expect(await form.getAttribute('data-live')).toBeNull();
        const before = await page
          .locator('#contact-suggest')
          .evaluate((el: HTMLTextAreaElement) => ({
            value: el.value,
            caret: [el.selectionStart, el.selectionEnd],
          }));
        expect(before).toEqual({ value: '我想了解', caret: [3, 3] });

        // The code arrives.
        await page.waitForTimeout(Math.max(0, HOLD_MS - (Date.now() - heldSince)));
        release();
        await page.locator('form.contact-form[data-live="true"]').waitFor();
        // Let React commit whatever follows the upgrade (the adopted state, the toaster).
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

        const after = await page.evaluate(() => {
          const { probe } = window as unknown as { probe: Probe };
          const now = [
            ...(document.querySelector('form.contact-form') as HTMLFormElement).elements,
          ];
          const suggest = document.getElementById('contact-suggest') as HTMLTextAreaElement;
          return {
            sameElements:
              now.length === probe.fields.length && now.every((el, i) => el === probe.fields[i]),
            focused: document.activeElement?.id,
            caret: [suggest.selectionStart, suggest.selectionEnd],
            values: Object.fromEntries(
              ['name', 'phone', 'email', 'appeal', 'suggest'].map((name) => [
                name,
                (document.getElementById(`contact-${name}`) as HTMLInputElement).value,
              ]),
            ),
            composition: [...probe.composition],
          };
        });
        expect(after).toEqual({
          sameElements: true,
          focused: 'contact-suggest',
          caret: [3, 3],
          values: {
            name: 'Chen Jing',
            phone: '+86 139 1234 5678',
            email: 'chen.jing@example.com',
            appeal: '5',
            suggest: '我想了解',
          },
          // Started and never ended by the upgrade.
          composition: ['compositionstart:', 'compositionupdate:了解'],
        });
        // The form state took over what was typed: the counter counts it.
        const counter = page.locator('.contact-form__count [aria-hidden]');
        const counted = (n: number) =>
          content.form.counter.replace('{count}', String(n)).replace('{max}', '500');
        expect(await counter.textContent()).toBe(counted(4));

        // The composition goes on in the same field and is committed there.
        await cdp.send('Input.imeSetComposition', {
          text: '了解一下',
          selectionStart: 4,
          selectionEnd: 4,
        });
        await cdp.send('Input.insertText', { text: '了解一下' });
        await page.keyboard.type('。');
        expect(await page.locator('#contact-suggest').inputValue()).toBe('我想了解一下。');
        const events = await page.evaluate(
          () => (window as unknown as { probe: Probe }).probe.composition,
        );
        expect(events.slice(-2)).toEqual(['compositionupdate:了解一下', 'compositionend:了解一下']);
        expect(events.filter((e) => e.startsWith('compositionstart'))).toHaveLength(1);
        await page.waitForFunction(
          (expected) =>
            document.querySelector('.contact-form__count [aria-hidden]')?.textContent === expected,
          counted(7),
        );

        // And it sends what was typed before and after the upgrade.
        await page.locator('#contact-consent').check();
        await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - shown)));
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
        await form.locator('button[type="submit"]').click();
        const response = await answer;
        expect(response.status()).toBe(201);
        const sent = new URLSearchParams(response.request().postData() ?? '');
        expect(Object.fromEntries(sent)).toMatchObject({
          name: 'Chen Jing',
          phone: '+86 139 1234 5678',
          email: 'chen.jing@example.com',
          appeal: '5',
          suggest: '我想了解一下。',
          consent: 'true',
        });
        await page.locator('[data-sonner-toast]', { hasText: '发送成功' }).waitFor();
        expect(await page.locator('#contact-suggest').inputValue()).toBe('');
        expect(await counter.textContent()).toBe(counted(0));
        expectNoProblems(problems);
      },
    );
  });
});
