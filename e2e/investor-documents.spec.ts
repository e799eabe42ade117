import { beforeAll, describe, expect, it } from 'vitest';
import { type Entry, loadEntries } from '../scripts/lib/collections/load';
import { pdfText } from '../scripts/lib/pdf-text';
import { loadPageContent } from '../src/content';
import type { EntryCollection } from '../src/content/entries/define';
import { ENTRY_COLLECTIONS } from '../src/content/registry';
import { LOCALE_INFO, LOCALES, type Locale } from '../src/i18n/locales';
import { waitForHydration } from './helpers/harness';
import { expectNoProblems, withPage } from './helpers/page';
import { searchResults } from './helpers/search-results';
import { useHarness } from './helpers/use-harness';

const collection = ENTRY_COLLECTIONS.find((c) => c.name === 'documents') as EntryCollection;
const harness = useHarness();
let documents: Entry[];
beforeAll(async () => {
  documents = await loadEntries(collection);
});

const prefix = (locale: Locale) => LOCALE_INFO[locale].prefix;
const titleOf = (entry: Entry, locale: Locale) => String(entry.text[locale].fields.title);
const filesOf = (entry: Entry) =>
  entry.shared.files as Record<string, { url: string; bytes: number }>;

describe('announcements and documents', () => {
  const PHONE = { viewport: { width: 390, height: 844 } };

  it('lists every document newest first in each language, its own language’s PDF first', async () => {
    expect(documents.length).toBeGreaterThanOrEqual(8);
    expect(new Set(documents.map((d) => d.date.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    for (const locale of LOCALES) {
      await withPage(harness(), PHONE, async (page, { problems }) => {
        await page.goto(`${prefix(locale)}/investor-documents`);
        await waitForHydration(page);
        const shown = documents.slice(0, collection.pageSize);
        expect(await page.locator('.documents-list__title').allTextContents()).toEqual(
          shown.map((d) => titleOf(d, locale)),
        );
        // Each entry links its PDFs directly; the first is the page's language when there is one.
        const first = page.locator('.documents-list__item').first();
        const links = await first
          .locator('.document-files__link')
          .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
        const files = filesOf(documents[0] as Entry);
        expect(links).toEqual(expect.arrayContaining(Object.values(files).map((f) => f.url)));
        expect(links[0]).toBe((files[locale] ?? files.en)?.url);
        expect(await first.locator('time').getAttribute('datetime')).toBe(
          `${documents[0]?.date}+08:00`,
        );
        // The head links the documents' feed of this language.
        expect(
          await page
            .locator('link[rel="alternate"][type="application/atom+xml"]')
            .getAttribute('href'),
        ).toContain(`${prefix(locale)}/documents.xml`);
        expectNoProblems(problems);
      });
    }
  });

  it('filters by category and by year without JavaScript', async () => {
    await withPage(harness(), { javaScriptEnabled: false }, async (page) => {
      const content = await loadPageContent('en', 'investor-documents');
      await page.goto('/en/investor-documents');
      await page
        .getByRole('navigation', { name: content.filter.label })
        .getByRole('link', { name: content.categories['corporate-governance'] })
        .click();
      await page.waitForURL(/category=corporate-governance/);
      const governance = documents.filter((d) => d.shared.category === 'corporate-governance');
      expect(governance.length).toBeGreaterThan(0);
      expect(await page.locator('.documents-list__title').allTextContents()).toEqual(
        governance.map((d) => titleOf(d, 'en')),
      );
      expect(
        await page
          .getByRole('navigation', { name: content.filter.label })
          .locator('[aria-current="page"]')
          .textContent(),
      ).toBe(content.categories['corporate-governance']);
      const year = (documents.at(-1) as Entry).date.slice(0, 4);
      await page
        .getByRole('navigation', { name: content.archive.label })
        .getByRole('link', { name: year, exact: true })
        .click();
      await page.waitForURL(new RegExp(`year=${year}`));
      expect(await page.locator('.documents-list__title').allTextContents()).toEqual(
        documents.filter((d) => d.date.startsWith(year)).map((d) => titleOf(d, 'en')),
      );
    });
  });

  it('shows the board by role, the committees and the governance documents', async () => {
    for (const locale of LOCALES) {
      const content = await loadPageContent(locale, 'corporate-governance');
      await withPage(harness(), PHONE, async (page, { problems }) => {
        await page.goto(`${prefix(locale)}/corporate-governance`);
        await waitForHydration(page);
        const directors = page.locator('.governance__director');
        expect(await directors.count()).toBe(content.board.directors.length);
        const independent = content.board.directors.filter(
          (d) => d.role === 'independent-non-executive',
        );
        // At least three independent non-executive directors, a third of the board (Rule 3.10A).
        expect(independent.length).toBeGreaterThanOrEqual(3);
        expect(independent.length * 3).toBeGreaterThanOrEqual(content.board.directors.length);
        expect(await page.locator('.governance__committee').count()).toBe(3);
        // Every referenced document is linked (terms of reference, constitution, policies).
        const slugs = [
          ...content.committees.map((c) => c.document),
          content.constitution.document,
          content.nomination.document,
          content.communication.document,
        ];
        const hrefs = await page
          .locator('.document-files__link')
          .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
        for (const slug of slugs) {
          expect(
            hrefs.some((h) => h.includes(`/${slug}-`)),
            slug,
          ).toBe(true);
        }
        expectNoProblems(problems);
      });
    }
  });

  it('serves a PDF with its type, byte ranges, an ETag, long caching and its name', async () => {
    const [file] = Object.values(filesOf(documents[0] as Entry));
    const url = `${harness().origin}${file?.url}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(whole.headers.get('content-disposition')).toBe(
      `inline; filename="${file?.url.split('/').pop()}"`,
    );
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(file?.bytes);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${file?.bytes}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const again = await fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
  });
});

describe('in site search', () => {
  it('finds documents by the words of their PDFs, in each language, linked to the file', async () => {
    await withPage(
      harness(),
      { viewport: { width: 1440, height: 900 } },
      async (page, { problems }) => {
        for (const locale of LOCALES) {
          const search = await loadPageContent(locale, 'search');
          // The newest document with a version in this language, found by its title among the
          // investors' results, titled and linked as a file of its own.
          const entry = documents.find((d) => filesOf(d)[locale]) as Entry;
          const file = filesOf(entry)[locale];
          const title = titleOf(entry, locale);
          await page.goto(`${prefix(locale)}/search?q=${encodeURIComponent(title)}&kind=investors`);
          const found = await searchResults(page);
          const hit = found.find((r) => r.href === file?.url);
          expect(hit, `${locale}: ${file?.url} in ${JSON.stringify(found)}`).toBeDefined();
          expect(hit?.title).toBe(title);
          expect(hit?.kind).toBe(search.kinds.investors);
        }
        // A word only one PDF's text has (the longest word of the newest English version that its
        // title and the other English versions lack) finds that file among the investors' results:
        // the file's text is indexed, not only its title.
        const english = documents.filter((d) => filesOf(d).en);
        const texts = await Promise.all(
          english.map(async (d) => {
            const url = filesOf(d).en?.url ?? '';
            const bytes = await (await fetch(`${harness().origin}${url}`)).arrayBuffer();
            return (await pdfText(new Uint8Array(bytes), url)).toLowerCase();
          }),
        );
        const [own = '', ...others] = texts;
        const title = titleOf(english[0] as Entry, 'en').toLowerCase();
        const word = own
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 6 && !title.includes(w) && !others.some((t) => t.includes(w)))
          .sort((a, b) => b.length - a.length)[0];
        expect(word).toBeDefined();
        await page.goto(`/en/search?q=${encodeURIComponent(word ?? '')}&kind=investors`);
        expect(
          (await searchResults(page)).map((r) => r.href),
          word,
        ).toContain(filesOf(english[0] as Entry).en?.url);
        expectNoProblems(problems);
      },
    );
  });
});
