import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CMS_WORDS } from '../../../../shared/cms-words';
import { PAGE_IDS, type PageId } from '../../../../src/config/paths';
import { SITE } from '../../../../src/config/site';
import { checkEntry, documentOf } from '../../../../src/content/cms/check';
import {
  type CmsDocument,
  cmsCollections,
  cmsConfig,
  entryCollection,
  FACTS_DOCUMENT,
  filterYears,
  humanise,
  PAGE_DOCUMENTS,
  SITE_DOCUMENTS,
  viewFilters,
} from '../../../../src/content/cms/config';
import type { CmsField } from '../../../../src/content/cms/fields';
import type { EntryCollection } from '../../../../src/content/entries/define';
import { NEWS } from '../../../../src/content/news/collection';
import {
  COLLECTION_EDITOR_DOCUMENTS,
  EDITOR_WORDS_DOCUMENT,
  ENTRY_COLLECTIONS,
} from '../../../../src/content/registry';
import { defineCollection } from '../../../../src/content/schema/entries';
import { newsFrontMatter } from '../../../../src/content/schema/news';
import { kindOf, text } from '../../../../src/content/schema/primitives';
import { LOCALES } from '../../../../src/i18n/locales';

const defaultFrontMatterSchema = newsFrontMatter;
const newsCollection = ENTRY_COLLECTIONS.find((c) => c.name === 'news') as EntryCollection;

import { DOCUMENTS as ALL_DOCUMENTS } from '../compile';

// The editor's own words (its file's, each collection's) are content too, but not edited in the
// editor (they name its fields).
const EDITOR_WORDS = [EDITOR_WORDS_DOCUMENT, ...COLLECTION_EDITOR_DOCUMENTS].map((d) => d.document);
const DOCUMENTS = ALL_DOCUMENTS.filter((d) => !EDITOR_WORDS.includes(d.name));

type Schema = z.core.$ZodType;

function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let current = schema;
  let optional = false;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    optional = true;
    current = current.unwrap() as Schema;
  }
  return { inner: current, optional };
}

/**
 * Every key path a schema lets a file write, with `?` for optional ones and `[]` for list items
 * (union options by their discriminator: `[type=2]`). Injected values are not written.
 */
function schemaPaths(schema: Schema, prefix = '', inOptional = false): string[] {
  const { inner } = unwrap(schema);
  const kind = kindOf(inner);
  if (kind === 'injected') return [];
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, Schema>).flatMap(([key, child]) => {
      const { inner: c, optional } = unwrap(child);
      if (kindOf(c) === 'injected') return [];
      // Inside an optional group the editor requires nothing (Decap would check it when empty).
      const loose = optional || inOptional;
      const path = `${prefix}${prefix ? '.' : ''}${key}${loose ? '?' : ''}`;
      return [path, ...schemaPaths(c, path, loose && c instanceof z.ZodObject)];
    });
  }
  if (inner instanceof z.ZodArray || inner instanceof z.ZodTuple) {
    const item =
      inner instanceof z.ZodArray ? (inner.element as Schema) : (inner.def.items as Schema[])[0];
    return schemaPaths(item as Schema, `${prefix}[]`);
  }
  const discriminator = (inner as { def?: { discriminator?: string } }).def?.discriminator;
  if (inner instanceof z.ZodUnion && discriminator) {
    return (inner.options as z.ZodObject[]).flatMap((option) => {
      const value = (option.shape[discriminator] as z.ZodLiteral).value;
      const { [discriminator]: _, ...rest } = option.shape;
      return schemaPaths(z.strictObject(rest), `${prefix}[${discriminator}=${String(value)}]`);
    });
  }
  return [];
}

/** The same paths as Decap's fields write them. */
function fieldPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${prefix ? '.' : ''}${field.name}${field.required === false ? '?' : ''}`;
    return [path, ...childPaths(field, path)];
  });
}

function childPaths(field: CmsField, path: string): string[] {
  if (field.widget === 'object') return fieldPaths(field.fields ?? [], path);
  if (field.widget !== 'list') return [];
  if (field.types)
    return field.types.flatMap((type) =>
      fieldPaths(type.fields ?? [], `${path}[][${field.typeKey}=${type.name}]`),
    );
  if (field.fields) return fieldPaths(field.fields, `${path}[]`);
  return field.field ? childPaths(field.field, `${path}[]`) : [];
}

const words = CMS_WORDS['zh-hans'];
const pageNames = Object.fromEntries(PAGE_IDS.map((id) => [id, id])) as Record<PageId, string>;
const collections = cmsCollections(words, pageNames);
const files = collections.flatMap((c) => c.files ?? []);

describe('the Decap configuration', () => {
  it('has one entry for every content document the build reads, at the same file', () => {
    const documents = [...PAGE_DOCUMENTS, ...SITE_DOCUMENTS, FACTS_DOCUMENT];
    expect(documents.map((d) => d.document).sort()).toEqual(DOCUMENTS.map((d) => d.name).sort());
    expect(files.map((f) => f.file).sort()).toEqual(
      DOCUMENTS.map((d) => `src/content/${d.name}.yml`).sort(),
    );
  });

  for (const document of DOCUMENTS) {
    it(`asks for exactly the keys of the schema of ${document.name}`, () => {
      const entry = files.find((f) => f.file === `src/content/${document.name}.yml`);
      expect(entry).toBeDefined();
      expect(fieldPaths(entry?.fields ?? [])).toEqual(schemaPaths(document.schema));
    });
  }

  it('asks for exactly the front matter the build checks, plus the body', () => {
    const news = collections.find((c) => c.name === 'news');
    const keys = Object.keys(defaultFrontMatterSchema.shape).sort();
    expect((news?.fields ?? []).map((f) => f.name).sort()).toEqual([...keys, 'body'].sort());
    // Written once (zh-hans only): the fields that are not translated text.
    expect((news?.fields ?? []).filter((f) => f.i18n === false).map((f) => f.name)).toEqual([
      'type',
      'date',
      'cover',
    ]);
  });

  it('offers exactly the values of the front matter schema, named in the interface language', () => {
    const shape = defaultFrontMatterSchema.shape;
    const names = { ...pageNames, 'company-news': 'C', responsibility: 'R' };
    for (const locale of LOCALES) {
      const { fields = [] } = entryCollection(newsCollection, CMS_WORDS[locale], names);
      for (const name of ['type', 'cover'] as const) {
        const options = (fields.find((f) => f.name === name)?.options ?? []) as {
          label: string;
          value: string;
        }[];
        // Exactly the schema's enum values, in its order: what the build accepts.
        expect(options.map((o) => o.value)).toEqual(shape[name].options);
        for (const option of options) {
          expect(option.label, `${locale} ${name} ${option.value}`).toBeTruthy();
          expect(option.label).not.toBe(option.value);
        }
      }
      // The list field's values are named as their list pages.
      expect(fields.find((f) => f.name === 'type')?.options).toEqual([
        { label: 'C', value: 'company' },
        { label: 'R', value: 'responsibility' },
      ]);
      const covers = fields.find((f) => f.name === 'cover')?.options ?? [];
      expect(covers).toContainEqual({
        label: CMS_WORDS[locale].collections.entries.news?.options?.cover?.['story-1'],
        value: 'story-1',
      });
      // The summary's limit, from its schema (text({ max })).
      expect(fields.find((f) => f.name === 'summary')?.pattern).toEqual([
        '^[\\s\\S]{1,240}$',
        '≤ 240',
      ]);
      expect(fields.find((f) => f.name === 'body')).toMatchObject({
        widget: 'markdown',
        i18n: true,
      });
    }
    // A value the words do not name: the key as words.
    const unnamed = {
      ...words,
      options: {},
      collections: { ...words.collections, entries: { news: { label: 'N', singular: 'A' } } },
    };
    expect(
      entryCollection(newsCollection, unnamed, pageNames).fields?.find((f) => f.name === 'cover')
        ?.options?.[0],
    ).toEqual({ label: 'Fundus', value: 'fundus' });
    expect(humanise('scene-checkup-centre')).toBe('Scene checkup centre');
  });

  it("shows a field added to a collection's schema in the editor, labelled, with no other edit", () => {
    const grown = defineCollection(
      NEWS,
      newsFrontMatter.extend({ subject: text(), region: z.enum(['north', 'south']) }),
    );
    for (const locale of LOCALES) {
      const localeWords = CMS_WORDS[locale];
      const fields = entryCollection(grown, localeWords, pageNames).fields ?? [];
      expect(fields.find((f) => f.name === 'subject')).toEqual({
        name: 'subject',
        label: localeWords.labels.subject,
        widget: 'string',
        i18n: true,
      });
      expect(fields.find((f) => f.name === 'region')).toMatchObject({
        widget: 'select',
        i18n: false,
        options: [
          { label: 'North', value: 'north' },
          { label: 'South', value: 'south' },
        ],
      });
      // The body stays last, below the front matter.
      expect(fields.at(-1)?.name).toBe('body');
    }
  });

  it('lists the news newest first, filtered by type and year, grouped by year and type', () => {
    const today = new Date(2031, 5, 1);
    const names = { ...pageNames, 'company-news': '公司新闻', responsibility: '社会责任' };
    for (const locale of LOCALES) {
      const localeWords = CMS_WORDS[locale];
      const news = cmsCollections(localeWords, names, today).find((c) => c.name === 'news');
      // One default sort (Decap allows one), on the date, descending; the title as a second.
      expect(news?.sortable_fields).toEqual([{ field: 'date', default_sort: 'desc' }, 'title']);
      const filters = news?.view_filters ?? [];
      // A filter per type, named as the type list names it, then a year from the founding
      // year (facts.yml) to this year, newest first.
      expect(filters.filter((f) => f.field === 'type')).toEqual([
        { label: '公司新闻', field: 'type', pattern: '^company$' },
        { label: '社会责任', field: 'type', pattern: '^responsibility$' },
      ]);
      const years = filters.filter((f) => f.field === 'date');
      expect(years.map((f) => f.pattern)).toEqual(
        Array.from({ length: 2031 - SITE.foundedYear + 1 }, (_, i) => `^${2031 - i}-`),
      );
      expect(years[0]?.label).toBe(localeWords.yearFilter.replace('{year}', '2031'));
      expect(years[0]?.label).toContain('2031');
      // Decap's ids (`field__pattern`) must not clash.
      expect(new Set(filters.map((f) => `${f.field}__${f.pattern}`)).size).toBe(filters.length);
      expect(news?.view_groups).toEqual([
        { label: localeWords.labels.year, field: 'date', pattern: '^\\d{4}' },
        { label: localeWords.labels.type, field: 'type' },
      ]);
      for (const label of [...filters, ...(news?.view_groups ?? [])].map((v) => v.label))
        expect(label, locale).toBeTruthy();
      // The list shows the date and the title, and search finds the title (the identifier).
      expect(news?.identifier_field).toBe('title');
      expect(news?.summary).toBe('{{date}} · {{title}}');
    }
    // The default: this year is the newest filter.
    expect(filterYears()[0]).toBe(new Date().getFullYear());
    expect(filterYears(today).at(-1)).toBe(SITE.foundedYear);
  });

  it('filters and groups by the values as the articles store them (zh-hans front matter)', () => {
    const news = collections.find((c) => c.name === 'news');
    const articles = readdirSync('src/content/news')
      .filter((f) => f.endsWith('.zh-hans.md'))
      .map((f) => {
        const text = readFileSync(join('src/content/news', f), 'utf8');
        // Decap reads front matter with YAML 1.2's core schema: a date stays text.
        return parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown>;
      });
    expect(articles.length).toBeGreaterThan(0);
    const filters = viewFilters(newsCollection, words, new Date());
    for (const article of articles) {
      expect(typeof article.date).toBe('string');
      const matching = filters.filter((f) => new RegExp(f.pattern).test(String(article[f.field])));
      // Exactly one type and one year per article: its own.
      expect(matching.map((f) => f.field)).toEqual(['type', 'date']);
      expect(matching[1]?.pattern).toBe(`^${String(article.date).slice(0, 4)}-`);
      const byYear = news?.view_groups?.[0];
      expect(String(article.date).match(new RegExp(byYear?.pattern ?? ''))?.[0]).toBe(
        String(article.date).slice(0, 4),
      );
    }
  });

  it('opens an article on its page for "View live"', () => {
    const news = collections.find((c) => c.name === 'news');
    expect(news?.preview_path).toBe('/responsibility-details?id={{slug}}');
  });

  it('marks translated exactly the values the compiler reads per language', () => {
    const home = files.find((f) => f.name === 'home');
    const hero = home?.fields.find((f) => f.name === 'hero');
    const actions = hero?.fields?.find((f) => f.name === 'actions');
    expect(actions?.i18n).toBe(true);
    expect(actions?.fields?.find((f) => f.name === 'label')?.i18n).toBe(true);
    expect(actions?.fields?.find((f) => f.name === 'href')?.i18n).toBe(false);
  });

  it('uses the layout the compiler reads, in the three languages, zh-hans first', () => {
    const config = cmsConfig({ backend: { name: 'github', repo: 'a/b' } }, words, pageNames);
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: [...LOCALES],
      default_locale: 'zh-hans',
    });
    expect(config.locale).toBe('zh_Hans');
    // Decap needs i18n on each file of a files collection too, or it drops the fields' markers.
    for (const name of ['pages', 'site']) {
      const collection = config.collections.find((c) => c.name === name);
      expect(collection?.i18n).toBe(true);
      expect(collection?.files?.every((f) => f.i18n === true)).toBe(true);
    }
    expect(config.collections.find((c) => c.name === 'facts')?.i18n).toBeUndefined();
  });

  it('writes news where the news build reads it', () => {
    const news = collections.find((c) => c.name === 'news');
    expect(news?.folder).toBe('src/content/news');
    expect(readFileSync('src/content/news/world-sight-day-2025.zh-hans.md', 'utf8')).toMatch(
      /^---\n/,
    );
  });

  it('notices a drift: a field the schema does not have', () => {
    const home = files.find((f) => f.name === 'home');
    const fields = [...(home?.fields ?? []), { name: 'extra', label: 'x', widget: 'string' }];
    expect(fieldPaths(fields)).not.toEqual(schemaPaths(PAGE_DOCUMENTS[0]?.schema as Schema));
  });
});

describe('the check before a save', () => {
  const news = documentOf('news', 'any');
  const base = {
    type: 'company',
    date: '2026-01-02',
    title: '标题',
    summary: '摘要',
    source: '来源',
    cover: 'fundus',
    body: '正文',
  };
  const translation = { title: 'T', summary: 'S', source: 'Src', body: 'B' };

  it('accepts an article written once in zh-hans and translated in the others', () => {
    expect(
      checkEntry(news as CmsDocument, base, {
        'zh-hant': { data: translation },
        en: { data: translation },
      }),
    ).toEqual([]);
  });

  it('names a missing translation and a shared value repeated in another language', () => {
    expect(
      checkEntry(news as CmsDocument, base, {
        'zh-hant': { data: { ...translation, title: ' ' } },
        en: { data: { ...translation, date: '2026-01-02' } },
      }),
    ).toEqual([
      'title (zh-hant): is empty (write it in this language)',
      'date (en): is the same in every language: write it only in the default language (zh-hans) file',
    ]);
  });

  it('checks a page with the build schema, after turning Decap type names into numbers', () => {
    const chrome = documentOf('site', 'chrome') as CmsDocument;
    const value = parseYaml(readFileSync('src/content/site/chrome.zh-hans.yml', 'utf8')) as {
      menu: { mobile: { type: number }[] };
    };
    const written = {
      ...value,
      menu: {
        ...value.menu,
        mobile: value.menu.mobile.map((m) => ({ ...m, type: String(m.type) })),
      },
    };
    const locales = Object.fromEntries(
      ['zh-hant', 'en'].map((l) => [
        l,
        { data: parseYaml(readFileSync(`src/content/site/chrome.${l}.yml`, 'utf8')) },
      ]),
    );
    expect(checkEntry(chrome, written, locales)).toEqual([]);
    expect(checkEntry(chrome, { ...written, logoLabel: '' }, locales)).toEqual([
      'logoLabel (zh-hans): is empty (write it in this language)',
    ]);
  });
});
