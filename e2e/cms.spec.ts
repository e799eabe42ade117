/**
 * The editor (docs/design.md#the-editor) in Debian's Chromium against the built site: Decap at
 * /admin/ with its local backend (decap-server, behind its guard) on a temporary copy of the
 * content. It previews an article and a document (each collection's preview, drawn by its page's
 * component), edits an article in two languages, creates one in three, is refused an empty
 * required field, an upload that is not a raster image and a PDF with a script or in the image
 * folder (shared/uploads.ts), adds an investor document with its PDFs, and the copy then compiles and builds
 * with the new article's page in every language.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type LocalBackend, startLocalBackend } from '../scripts/lib/local-backend';
import { buildApp, loadConfig } from '../server/src/index';
import { CMS_WORDS } from '../shared/cms-words';
import { parseSiteManifest } from '../shared/site-manifest';
import { CHROME_ARGS, ensureChrome } from './helpers/browser-binary';
import { copyCheckout } from './helpers/checkout-copy';
import { expectNoProblems } from './helpers/page';

const ARTICLE = 'world-sight-day-2025';

let repo: string;
let backend: LocalBackend;
let app: FastifyInstance;
let origin: string;
let browser: Browser;
let page: Page;
/** Where the edited content is built: a copy of the checkout (see the last test). */
let checkout: Awaited<ReturnType<typeof copyCheckout>> | undefined;
const problems: string[] = [];
/** Everything the editor logged, shown when a save does not happen. */
const log: string[] = [];

/** Front matter and body of a Markdown file. */
function frontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`no front matter in:\n${text}`);
  return { data: parseYaml(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? '' };
}

const newsFile = (slug: string, locale: string) =>
  join(repo, 'src/content/news', `${slug}.${locale}.md`);

let loads = 0;
/** Loads the editor afresh (no notice left from a previous save) at `hash`. */
async function openEditor(hash: string) {
  loads += 1;
  await page.goto(`${origin}/admin/?load=${loads}#${hash}`);
  await page.getByLabel('标题').first().waitFor();
}

/** The editor's save (simple publish mode: 发布 → 立即发布). */
async function publishNow() {
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByText('立即发布', { exact: true }).click();
}

/** Waits for the editor's "saved" notice; fails with what the editor said instead. */
async function saved() {
  try {
    await page.getByText('内容已保存').first().waitFor({ timeout: 15_000 });
  } catch (error) {
    if (process.env.CMS_SCREENSHOT) await page.screenshot({ path: process.env.CMS_SCREENSHOT });
    const said = await page.locator('body').innerText();
    throw new Error(
      `not saved; the editor shows:\n${said.slice(0, 600)}\nlog:\n${log.slice(-15).join('\n')}`,
      { cause: error },
    );
  }
}

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'retinova-cms-'));
  await mkdir(join(repo, 'src'), { recursive: true });
  await cp(resolve('src/content'), join(repo, 'src/content'), {
    recursive: true,
    filter: (source) => !/[\\/]generated$/.test(source),
  });
  backend = await startLocalBackend({ repoDir: repo });
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DATABASE_URL: `sqlite:${join(repo, 'site.db')}`,
      CMS_LOCAL_BACKEND: backend.url,
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  // The local backend's guard answers this editor only.
  backend.editorOrigins.push(origin);
  browser = await chromium.launch({ executablePath: ensureChrome(), args: CHROME_ARGS });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // Only the site and the local backend: nothing else may be fetched.
  const allowed = new Set([origin, new URL(backend.url).origin]);
  await context.route(
    (url) => !allowed.has(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  page = await context.newPage();
  // Leaving an entry with unsaved changes asks first: yes.
  page.on('dialog', (dialog) => void dialog.accept());
  page.on('pageerror', (error) =>
    problems.push(
      `pageerror: ${error.message} at ${page.url()} ${String(error.stack).split('\n').slice(0, 3).join(' | ')}`,
    ),
  );
  page.on('console', (message) => {
    log.push(`${message.type()}: ${message.text().split('\n')[0]}`);
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('link', { name: '新闻' }).first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await backend?.stop();
  if (repo) await rm(repo, { recursive: true, force: true });
  await checkout?.remove();
});

describe('the editor at /admin/', () => {
  it('previews an article in another language with its type, date and cover (written once in zh-hans)', async () => {
    // The interface-language switch shows on the lists, not over an entry's editor.
    await page.goto(`${origin}/admin/#/collections/news`);
    await page.getByTestId('cms-language').waitFor();
    await openEditor(`/collections/news/entries/${ARTICLE}`);
    await expect.poll(() => page.getByTestId('cms-language').isVisible()).toBe(false);
    // The type and the cover are offered by name, stored by key.
    await expect.poll(() => page.getByText('社会责任', { exact: true }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText('用户故事照片 2', { exact: true }).count())
      .toBeGreaterThan(0);
    // "View live" (查看发布) opens the article's page.
    const live = await page.getByRole('link', { name: '查看发布' }).getAttribute('href');
    const url = new URL(live ?? '', origin);
    expect(`${url.pathname}${url.search}`).toBe(`/responsibility-details?id=${ARTICLE}`);
    // The left pane in English, the preview shown: the English texts with zh-hans's type, date
    // and cover.
    await page.getByText('正在使用ZH-HANS撰写').click();
    await page.getByRole('menuitem', { name: 'en', exact: true }).click();
    await page.getByTitle('打开/关闭预览').click();
    const preview = page.frameLocator('#preview-pane');
    await preview.locator('.entry-page__title').waitFor();
    expect(await preview.locator('.entry-page__title').innerText()).toContain('World Sight Day');
    expect(await preview.locator('.news-article__type').innerText()).toBe(
      'Social Responsibilities',
    );
    expect(await preview.locator('.entry-page__meta time').getAttribute('datetime')).toBe(
      '2025-10-09',
    );
    expect(await preview.locator('.entry-page__meta time').innerText()).toBe('October 9, 2025');
    expect(await preview.locator('.news-article__cover img').first().getAttribute('src')).toContain(
      'story-2',
    );
    // Back to the two language panes (Decap keeps the right pane's choice between visits).
    await page.getByTitle('打开/关闭国际化').click();
    await page.getByText('正在使用ZH-HANT撰写').waitFor();
  });

  it("previews a document as its own page shows it (the collection's preview, from its folder)", async () => {
    const slug = 'notice-of-agm-2026';
    const hans = frontMatter(
      await readFile(join(repo, 'src/content/documents', `${slug}.zh-hans.md`), 'utf8'),
    ).data;
    await openEditor(`/collections/documents/entries/${slug}`);
    await page.getByTitle('打开/关闭预览').click();
    const preview = page.frameLocator('#preview-pane');
    await preview.locator('.entry-page__title').waitFor();
    expect(await preview.locator('.entry-page__title').innerText()).toBe(String(hans.title));
    expect(await preview.locator('.document-page__summary').innerText()).toBe(String(hans.summary));
    expect(await preview.locator('.entry-page__meta time').getAttribute('datetime')).toBe(
      `${String(hans.published)}+08:00`,
    );
    // Its PDFs as last built: one link per language version, with its size.
    await expect
      .poll(() => preview.locator('.document-files__link').count())
      .toBe(Object.keys(hans.files as object).length);
    // The page's own stylesheet is in the frame: its back link is laid out as on the site.
    expect(
      await preview
        .locator('.entry-page__back')
        .evaluate((element) => getComputedStyle(element).display),
    ).toBe('inline-flex');
    await page.getByTitle('打开/关闭国际化').click();
    await page.getByText('正在使用ZH-HANT撰写').waitFor();
  });

  it('lists the news newest first, and filters them by type and year and groups them by year', async () => {
    const articles = await Promise.all(
      (await readdir(join(repo, 'src/content/news')))
        .filter((f) => f.endsWith('.zh-hans.md'))
        .map(
          async (f) => frontMatter(await readFile(join(repo, 'src/content/news', f), 'utf8')).data,
        ),
    );
    const summaries = (list: Record<string, unknown>[]) =>
      list
        .sort((a, b) => String(b.date).localeCompare(String(a.date)))
        .map((a) => `${String(a.date)} · ${String(a.title)}`);
    const listed = () => page.locator('a[href*="/collections/news/entries/"] h2').allInnerTexts();
    loads += 1;
    await page.goto(`${origin}/admin/?load=${loads}#/collections/news`);
    // By date, newest first, without choosing it (sortable_fields' default_sort).
    // The list draws after the editor loads the folder: seconds on a busy machine.
    await expect.poll(listed, { timeout: 20_000 }).toEqual(summaries([...articles]));
    // The type filter is named as the type list, a year filter as the year.
    await page.getByText('筛选', { exact: true }).click();
    await page.getByText('社会责任', { exact: true }).click();
    await page.getByText('2024 年', { exact: true }).click();
    await expect
      .poll(listed, { timeout: 10_000 })
      .toEqual(
        summaries(
          articles.filter((a) => a.type === 'responsibility' && String(a.date).startsWith('2024')),
        ),
      );
    await page.keyboard.press('Escape');
    loads += 1;
    await page.goto(`${origin}/admin/?load=${loads}#/collections/news`);
    await page.getByText('分组', { exact: true }).click();
    await page.getByText('年份', { exact: true }).click();
    const years = [...new Set(articles.map((a) => String(a.date).slice(0, 4)))];
    for (const year of years)
      await page.getByText(`年份 ${year}`, { exact: true }).waitFor({ timeout: 10_000 });
  });

  it('changes exactly the fields edited: a zh-hans title and an en summary', async () => {
    const before = {
      'zh-hans': await readFile(newsFile(ARTICLE, 'zh-hans'), 'utf8'),
      'zh-hant': await readFile(newsFile(ARTICLE, 'zh-hant'), 'utf8'),
      en: await readFile(newsFile(ARTICLE, 'en'), 'utf8'),
    };
    await openEditor(`/collections/news/entries/${ARTICLE}`);
    await page.getByLabel('标题').first().fill('世界视觉日：眼健康科普走进社区');
    // The second pane shows another language: switch it to English.
    await page.getByText('正在使用ZH-HANT撰写').click();
    await page.getByRole('menuitem', { name: 'en', exact: true }).click();
    await page.getByLabel('摘要').nth(1).fill('Volunteers took eye-health talks into communities.');
    await publishNow();
    await saved();

    const after = {
      'zh-hans': frontMatter(await readFile(newsFile(ARTICLE, 'zh-hans'), 'utf8')),
      'zh-hant': frontMatter(await readFile(newsFile(ARTICLE, 'zh-hant'), 'utf8')),
      en: frontMatter(await readFile(newsFile(ARTICLE, 'en'), 'utf8')),
    };
    const old = {
      'zh-hans': frontMatter(before['zh-hans']),
      'zh-hant': frontMatter(before['zh-hant']),
      en: frontMatter(before.en),
    };
    expect(after['zh-hans'].data).toEqual({
      ...old['zh-hans'].data,
      title: '世界视觉日：眼健康科普走进社区',
    });
    expect(after['zh-hans'].body.trim()).toBe(old['zh-hans'].body.trim());
    expect(after.en.data).toEqual({
      ...old.en.data,
      summary: 'Volunteers took eye-health talks into communities.',
    });
    expect(after.en.body.trim()).toBe(old.en.body.trim());
    // Decap writes every language's file of the entry again (its own YAML quoting): the values
    // of the language nobody touched are the same.
    expect(after['zh-hant'].data).toEqual(old['zh-hant'].data);
    expect(after['zh-hant'].body.trim()).toBe(old['zh-hant'].body.trim());
  });

  it('saves a page (a files-collection entry in the multiple_files layout) in two languages', async () => {
    const file = (locale: string) => join(repo, `src/content/pages/awards.${locale}.yml`);
    const before = Object.fromEntries(
      await Promise.all(
        ['zh-hans', 'zh-hant', 'en'].map(async (l) => [
          l,
          parseYaml(await readFile(file(l), 'utf8')),
        ]),
      ),
    );
    await openEditor('/collections/pages/entries/awards');
    // The second pane holds that language's own text (not a copy of zh-hans).
    await page.locator(`input[value="${before['zh-hant'].meta.title}"]`).first().waitFor();
    await page.getByLabel('标题').first().fill('荣誉与资质');
    await page.getByText('正在使用ZH-HANT撰写').click();
    await page.getByRole('menuitem', { name: 'en', exact: true }).click();
    // The first field of the pane is meta.title (its heading may read the same).
    await page
      .locator(`input[value="${before.en.meta.title}"]`)
      .first()
      .fill('Honours and certificates');
    await publishNow();
    await saved();
    const titles: Record<string, string> = {
      'zh-hans': '荣誉与资质',
      'zh-hant': before['zh-hant'].meta.title,
      en: 'Honours and certificates',
    };
    for (const locale of ['zh-hans', 'zh-hant', 'en']) {
      const after = parseYaml(await readFile(file(locale), 'utf8'));
      const meta = { ...before[locale].meta, title: titles[locale] };
      expect(after, locale).toEqual({ ...before[locale], meta });
    }
  });

  it('refuses to save with a required field empty', async () => {
    await openEditor(`/collections/news/entries/${ARTICLE}`);
    const saved = await readFile(newsFile(ARTICLE, 'zh-hans'), 'utf8');
    await page.getByLabel('来源').first().fill('');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('立即发布', { exact: true }).click();
    await page.getByText('你漏掉了一个必填项，请在保存之前将它填写好').waitFor();
    expect(await readFile(newsFile(ARTICLE, 'zh-hans'), 'utf8')).toBe(saved);
    // Decap refuses by rejecting its save with nothing (an "undefined" page error): that one only.
    expect(problems.filter((p) => !p.startsWith('pageerror: undefined at '))).toEqual([]);
    problems.length = 0;
  });

  it('takes only raster images into the media folder, checks PDFs whole, and says why in the interface language', async () => {
    const uploads = join(repo, 'public/media/uploads');
    const told: string[] = [];
    // Alerts only: leaving the previous test's unsaved entry asks first (beforeunload).
    const record = (dialog: { type(): string; message(): string }) => {
      if (dialog.type() === 'alert') told.push(dialog.message());
    };
    page.on('dialog', record);
    try {
      loads += 1;
      await page.goto(`${origin}/admin/?load=${loads}#/collections/news`);
      // The header's media library (媒体): uploads straight to the backend, no entry to save.
      await page.getByRole('button', { name: '媒体', exact: true }).click();
      const picker = page.locator('input[type="file"]');
      await picker.waitFor({ state: 'attached' });
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
      );
      // An SVG by its name, then by its bytes under an image's name: both refused at once.
      await picker.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
      await expect.poll(() => told.length).toBe(1);
      await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg });
      await expect.poll(() => told.length).toBe(2);
      expect(told).toEqual([
        CMS_WORDS['zh-hans'].uploads.notImage,
        CMS_WORDS['zh-hans'].uploads.notImage,
      ]);
      expect(existsSync(uploads)).toBe(false);
      // A PNG goes through the editor and the guard into the folder.
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer();
      await picker.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
      try {
        await expect
          .poll(() => existsSync(join(uploads, 'dot.png')), { timeout: 15_000 })
          .toBe(true);
      } catch (error) {
        const said = await page.locator('body').innerText();
        throw new Error(
          `not uploaded; the editor shows:\n${said.slice(-600)}\nlog:\n${log.slice(-15).join('\n')}`,
          { cause: error },
        );
      }
      expect((await readFile(join(uploads, 'dot.png'))).equals(png)).toBe(true);
      expect(await readdir(uploads)).toEqual(['dot.png']);
      // A PDF is parsed whole in the browser (pdf-lib, loaded when a PDF is picked): one that
      // runs a script when opened is refused at once.
      const notice = async (script: boolean) => {
        const document = await PDFDocument.create();
        document.addPage([420, 595]);
        if (script) {
          document.catalog.set(
            PDFName.of('OpenAction'),
            document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
          );
        }
        return Buffer.from(await document.save());
      };
      await picker.setInputFiles({
        name: 'notice.pdf',
        mimeType: 'application/pdf',
        buffer: await notice(true),
      });
      await expect.poll(() => told.length).toBe(3);
      expect(told[2]).toBe(CMS_WORDS['zh-hans'].uploads.pdfJavaScript);
      // A clean one passes the picker, but this library's folder takes images: the backend's
      // check stops it before it leaves, and Decap shows why.
      await picker.setInputFiles({
        name: 'notice.pdf',
        mimeType: 'application/pdf',
        buffer: await notice(false),
      });
      await page
        .getByText(CMS_WORDS['zh-hans'].uploads.notImage, { exact: false })
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await readdir(uploads)).toEqual(['dot.png']);
      expect(told).toHaveLength(3);
    } finally {
      page.off('dialog', record);
    }
  });

  it('adds an investor document with a PDF per language, as the company secretary does', async () => {
    await openEditor('/collections/documents/new');
    const documents = join(repo, 'src/content/documents');
    const before = new Set(await readdir(documents));
    const words = CMS_WORDS['zh-hans'];
    const pdf = async (text: string) => {
      const document = await PDFDocument.create();
      document.addPage([420, 595]).drawText(text, { x: 40, y: 540, size: 14 });
      return Buffer.from(await document.save());
    };
    const files = { en: await pdf('Announcement'), 'zh-hant': await pdf('Announcement (zh-hant)') };
    /** Picks a language version's PDF: its field's button, the folder's library, upload, use. */
    const attach = async (index: number, name: string, buffer: Buffer) => {
      await page.getByRole('button', { name: '选择文件' }).nth(index).click();
      const picker = page.locator('input[type="file"]').last();
      await picker.waitFor({ state: 'attached' });
      await picker.setInputFiles({ name, mimeType: 'application/pdf', buffer });
      await page.getByText(name, { exact: true }).first().waitFor();
      await page.getByRole('button', { name: '选用已选中项目' }).click();
      await page.getByText(`files/${name}`, { exact: false }).first().waitFor();
    };
    await page.getByLabel('发布于').first().fill('2026-11-20T16:45');
    await page.getByLabel('类别').first().click();
    await page
      .getByText(words.collections.entries.documents?.options?.category?.announcements ?? '', {
        exact: true,
      })
      .click();
    await page.getByLabel('标题').first().fill('自愿公告：业务更新');
    // A field that has its file offers "选择其他文件" instead: the next empty one is the first.
    await attach(0, 'business-update-2026-en.pdf', files.en);
    await attach(0, 'business-update-2026-zh-hant.pdf', files['zh-hant']);
    await page.getByLabel('标题').nth(1).fill('自願公告：業務更新');
    await page.getByText('正在使用ZH-HANT撰写').click();
    await page.getByRole('menuitem', { name: 'en', exact: true }).click();
    await page.getByLabel('标题').nth(1).fill('Voluntary announcement: business update');
    await publishNow();
    await saved();

    // The entry in three files (the shared fields in zh-hans's), the PDFs in the upload folder,
    // byte for byte.
    const added = (await readdir(documents)).filter((f) => !before.has(f)).sort();
    expect(added).toHaveLength(3);
    const slug = added[0]?.replace(/\.[a-z-]+\.md$/, '') ?? '';
    const hans = frontMatter(await readFile(join(documents, `${slug}.zh-hans.md`), 'utf8'));
    expect(hans.data).toEqual({
      published: '2026-11-20T16:45',
      category: 'announcements',
      title: '自愿公告：业务更新',
      files: {
        en: 'files/business-update-2026-en.pdf',
        'zh-hant': 'files/business-update-2026-zh-hant.pdf',
      },
    });
    const en = frontMatter(await readFile(join(documents, `${slug}.en.md`), 'utf8'));
    expect(en.data).toEqual({ title: 'Voluntary announcement: business update' });
    for (const [language, bytes] of Object.entries(files)) {
      const stored = await readFile(join(documents, `files/business-update-2026-${language}.pdf`));
      expect(stored.equals(bytes), language).toBe(true);
    }
    // What the editor wrote is what the build takes: the collections' check accepts it.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/collections.ts'], {
      env: { ...process.env, CONTENT_DIR: join(repo, 'src/content') },
      stdio: 'pipe',
    });
  });

  // A whole build of the copy: about a minute alone on 2 cores, four beside the other spec files
  // on a busy machine (load average 17).
  it('creates an article in three languages', { timeout: 600_000 }, async () => {
    await openEditor('/collections/news/new');
    const before = new Set(await readdir(join(repo, 'src/content/news')));
    const [hans, hant] = [page.getByLabel('标题').first(), page.getByLabel('标题').nth(1)];
    await page.getByLabel('类型').first().click();
    await page.getByText('公司新闻', { exact: true }).click();
    await page.getByLabel('日期').first().fill('2026-03-12');
    await hans.fill('视瞳科技发布新一代便携眼底相机');
    await page.getByLabel('摘要').first().fill('新一代便携眼底相机更轻、更快。');
    await page.getByLabel('来源').first().fill('视瞳科技');
    await page.getByLabel('封面').first().click();
    await page.getByText('插图：便携眼底相机', { exact: true }).click();
    await page.locator('[data-slate-editor]').first().fill('新相机今日发布。');
    await hant.fill('視瞳科技發佈新一代便攜眼底相機');
    await page.getByLabel('摘要').nth(1).fill('新一代便攜眼底相機更輕、更快。');
    await page.getByLabel('来源').nth(1).fill('視瞳科技');
    await page.locator('[data-slate-editor]').nth(1).fill('新相機今日發佈。');
    await page.getByText('正在使用ZH-HANT撰写').click();
    await page.getByRole('menuitem', { name: 'en', exact: true }).click();
    await page.getByLabel('标题').nth(1).fill('Retinova launches a new portable fundus camera');
    await page
      .getByLabel('摘要')
      .nth(1)
      .fill('The new portable fundus camera is lighter and faster.');
    await page.getByLabel('来源').nth(1).fill('Retinova');
    await page.locator('[data-slate-editor]').nth(1).fill('The camera launches today.');
    await publishNow();
    await saved();

    const added = (await readdir(join(repo, 'src/content/news'))).filter((f) => !before.has(f));
    expect(added).toHaveLength(3);
    const slug = added[0]?.replace(/\.[a-z-]+\.md$/, '') ?? '';
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(added.sort()).toEqual([`${slug}.en.md`, `${slug}.zh-hans.md`, `${slug}.zh-hant.md`]);
    const hansFile = frontMatter(await readFile(newsFile(slug, 'zh-hans'), 'utf8'));
    expect(hansFile.data).toEqual({
      type: 'company',
      date: '2026-03-12',
      title: '视瞳科技发布新一代便携眼底相机',
      summary: '新一代便携眼底相机更轻、更快。',
      source: '视瞳科技',
      cover: 'portable-fundus-camera',
    });
    expect(hansFile.body.trim()).toBe('新相机今日发布。');
    const enFile = frontMatter(await readFile(newsFile(slug, 'en'), 'utf8'));
    expect(enFile.data).toEqual({
      title: 'Retinova launches a new portable fundus camera',
      summary: 'The new portable fundus camera is lighter and faster.',
      source: 'Retinova',
    });
    expect(enFile.body.trim()).toBe('The camera launches today.');
    const hantFile = frontMatter(await readFile(newsFile(slug, 'zh-hant'), 'utf8'));
    expect(hantFile.data.title).toBe('視瞳科技發佈新一代便攜眼底相機');

    // The build reads the edited content: the new article has its page in every language. It
    // runs in a copy of the checkout: a build compiles the content into the generated modules of
    // the checkout it runs in, which the other spec files (running meanwhile) import.
    checkout = await copyCheckout();
    const dist = join(checkout.dir, 'dist');
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: checkout.dir,
        env: {
          ...process.env,
          CONTENT_DIR: join(repo, 'src/content'),
          DIST_DIR: dist,
          RETINOVA_BUILD_CACHE: join(checkout.dir, '.cache/build'),
        },
        stdio: 'pipe',
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`the build of the edited copy failed:\n${stdout}\n${stderr}`.slice(-3000));
    }
    const manifest = parseSiteManifest(await readFile(join(dist, 'site-manifest.json'), 'utf8'));
    const titles = {
      '': '视瞳科技发布新一代便携眼底相机',
      '/zh-hant': '視瞳科技發佈新一代便攜眼底相機',
      '/en': 'Retinova launches a new portable fundus camera',
    };
    for (const [prefix, title] of Object.entries(titles)) {
      const page = manifest.pages[`${prefix}/responsibility-details?id=${slug}`];
      expect(page, `${prefix || 'zh-hans'} page of ${slug}`).toBeDefined();
      const html = await readFile(join(dist, 'client', page?.file ?? ''), 'utf8');
      expect(html).toContain(title);
    }
    expectNoProblems(problems);
  });
});
