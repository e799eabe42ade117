/**
 * E-mail alerts in a browser (issue 45): the subscribe form on the Investor Relations page with
 * its script, the confirmation e-mail from a real SMTP server on loopback, the confirm page (axe
 * clean; opening it confirms nothing, its button does), the form without JavaScript, and the
 * form when the server offers no alerts.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageContent } from '../src/content';
import { axeOf } from './helpers/axe';
import { waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { useHarness } from './helpers/use-harness';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The e-mails the server sends, as received (an SMTP server of the test's own). */
const mails: { to: string[]; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let body = '';
    stream.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
      done();
    });
  },
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const harness = useHarness(undefined, async () => {
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ALERT_RATE_PER_MINUTE: '60000' } };
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** The confirm link of a received e-mail, as a path (quoted-printable undone). */
function confirmPath(body: string): string | undefined {
  const text = body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/en\/alerts\?action=confirm&token=[\w-]+)/.exec(text);
  return link?.[1];
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('e-mail alerts', () => {
  it('subscribes from the Investor Relations page, then confirms with the e-mail’s button', async () => {
    const form = (await loadPageContent('en', 'investor')).alertsForm;
    const alerts = await loadPageContent('en', 'alerts');
    await withPage(
      harness(),
      { viewport: { width: 1280, height: 900 } },
      async (page, { problems }) => {
        await page.goto('/en/investor');
        await waitForHydration(page);
        const signup = page.getByRole('region', { name: form.title });
        await signup.scrollIntoViewIfNeeded();
        // No axe violation in the form.
        const formAxe = await axeOf(page).include('.alerts-signup').withTags(TAGS).analyze();
        expect(formAxe.violations.map((v) => v.id)).toEqual([]);
        await signup
          .getByRole('textbox', { name: form.email, exact: true })
          .fill('reader@example.com');
        await signup.getByRole('combobox', { name: form.language, exact: true }).selectOption('en');
        await signup
          .getByRole('checkbox', { name: form.categoryNames['monthly-returns'], exact: true })
          .uncheck();
        await signup.getByRole('checkbox', { name: /privacy notice/ }).check();
        await signup.getByRole('button', { name: form.submit }).click();
        await expect
          .poll(() => signup.getByRole('status').textContent())
          .toBe(form.messages.pending);
        // Stayed on the page: the script sent it.
        expect(new URL(page.url()).pathname).toBe('/en/investor');

        await until(() => mails.length === 1);
        expect(mails[0]?.to).toEqual(['reader@example.com']);
        const path = confirmPath(mails[0]?.body ?? '');
        expect(path).toBeDefined();

        // The link shows a button; opening it confirmed nothing (the next steps prove it).
        await page.goto(path as string);
        await waitForHydration(page);
        expect(await page.locator('h1').textContent()).toBe(alerts.heading.title);
        const button = page.getByRole('button', { name: alerts.actions.confirm.button });
        expect(await button.isVisible()).toBe(true);
        const { violations } = await axeOf(page).withTags(TAGS).analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
        await button.click();
        await page.waitForURL(/\/en\/alerts\?action=confirmed$/);
        expect(await page.getByText(alerts.actions.confirmed.title).isVisible()).toBe(true);
        // The same link again: used.
        await page.goto(path as string);
        await page.getByRole('button', { name: alerts.actions.confirm.button }).click();
        await page.waitForURL(/action=invalid$/);
        expectNoProblems(problems);
      },
    );
  });

  it('works without JavaScript: the form posts and the server answers with a page', async () => {
    const form = (await loadPageContent('zh-hant', 'investor-documents')).alertsForm;
    const alerts = await loadPageContent('zh-hant', 'alerts');
    await withPage(harness(), { javaScriptEnabled: false }, async (page) => {
      await page.goto('/zh-hant/investor-documents');
      const signup = page.getByRole('region', { name: form.title });
      await signup
        .getByRole('textbox', { name: form.email, exact: true })
        .fill('plain@example.com');
      await signup.getByRole('checkbox', { name: new RegExp(form.privacy) }).check();
      await signup.getByRole('button', { name: form.submit }).click();
      await page.waitForURL(/\/zh-hant\/alerts\?action=pending$/);
      expect(await page.getByText(alerts.actions.pending.title).isVisible()).toBe(true);
      await until(() => mails.some((m) => m.to.includes('plain@example.com')));
    });
  });

  it('says that alerts are not available when the server offers none', async () => {
    const form = (await loadPageContent('en', 'investor')).alertsForm;
    await withPage(harness(), { viewport: { width: 1280, height: 900 } }, async (page) => {
      await page.route('**/api/alerts?*', (route) =>
        route.fulfill({ json: { success: true, data: { available: false } } }),
      );
      await page.goto('/en/investor');
      await waitForHydration(page);
      const signup = page.getByRole('region', { name: form.title });
      await signup.scrollIntoViewIfNeeded();
      await expect
        .poll(() => signup.getByRole('status').textContent())
        .toBe(form.messages.unavailable);
      expect(
        await signup.getByRole('textbox', { name: form.email, exact: true }).isDisabled(),
      ).toBe(true);
      expect(await signup.getByRole('button', { name: form.submit }).isDisabled()).toBe(true);
    });
  });
});
