/**
 * The content check of the build, run by the editor before it saves (Decap's `preSave` event):
 * Decap validates only the default language's fields, so a missing translation or a wrong value
 * would otherwise reach the files and be refused only by the next build. The check is the
 * compiler's own (scripts/lib/content/walk.ts, the zod schemas); the build stays the gate for
 * what needs the files (a named image exists).
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
import { markdownImages } from '../entries/define';
import { ENTRY_COLLECTIONS, entrySchema } from '../registry';
import { isMarkdownSchema } from '../schema/primitives';
import {
  checkLocale,
  dropEmptyOptional,
  issueMessage,
  literalValue,
  nodeOf,
  type Path,
  type Schema,
  unwrap,
} from '../schema/walk';
import { type CmsDocument, FACTS_DOCUMENT, PAGE_DOCUMENTS, SITE_DOCUMENTS } from './config';

const formatPath = (path: Path) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');

/** The document an entry of a collection is, by collection name and entry slug. */
export function documentOf(collection: string, slug: string): CmsDocument | undefined {
  const entries = ENTRY_COLLECTIONS.find((c) => c.name === collection);
  if (entries)
    return { name: entries.name, document: entries.folder, schema: entrySchema(entries) };
  if (collection === 'pages') return PAGE_DOCUMENTS.find((d) => d.name === slug);
  if (collection === 'site') return SITE_DOCUMENTS.find((d) => d.name === slug);
  if (collection === 'facts') return FACTS_DOCUMENT;
  return undefined;
}

/**
 * Decap writes the type of a list item as the type's name, a string; the schema's discriminator
 * may be a number (menu entries `type: 3`). Returns the value with such strings made numbers.
 */
export function coerceTypes(schema: Schema, value: unknown): unknown {
  const node = nodeOf(schema);
  if (Array.isArray(value)) {
    if (node.type !== 'list') return value;
    return value.map((v, i) => {
      const item = node.item(i);
      return item ? coerceTypes(item, v) : v;
    });
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (node.type === 'union' && node.discriminator) {
    const key = node.discriminator;
    const literalOf = (option: Schema) => {
      const shape = nodeOf(option);
      return shape.type === 'object' ? literalValue(shape.shape[key]) : undefined;
    };
    const option = node.options.find((o) => String(literalOf(o)) === String(record[key]));
    if (!option) return value;
    return { ...(coerceTypes(option, record) as object), [key]: literalOf(option) };
  }
  if (node.type === 'object') {
    const { shape } = node;
    return Object.fromEntries(
      Object.entries(record).map(([k, v]) => [k, shape[k] ? coerceTypes(shape[k], v) : v]),
    );
  }
  return value;
}

/**
 * Every problem of an entry, one line each, naming the language and the field; empty when the
 * build would accept it. `i18n` holds the other languages' values (Decap's `entry.i18n`).
 */
export function checkEntry(
  document: CmsDocument,
  data: unknown,
  i18n: Partial<Record<string, { data?: unknown }>> | undefined,
): string[] {
  const problems: string[] = [];
  const base = coerceTypes(document.schema, dropEmptyOptional(document.schema, data));
  const checked = z.safeParse(document.schema, base, { reportInput: true });
  const tag = document.single ? '' : ` (${DEFAULT_LOCALE})`;
  if (!checked.success)
    for (const issue of checked.error.issues)
      problems.push(`${formatPath(issue.path as Path)}${tag}: ${issueMessage(issue)}`);
  if (document.single) return problems;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const local = dropEmptyOptional(document.schema, i18n?.[locale]?.data ?? {});
    const { problems: found } = checkLocale(document.schema, base, local, issueMessage);
    for (const p of found) problems.push(`${formatPath(p.path)} (${locale}): ${p.message}`);
  }
  // Markdown fields (an entry's body): every image described, in every language.
  const node = nodeOf(document.schema);
  const markdownKeys =
    node.type === 'object'
      ? Object.keys(node.shape).filter((k) => isMarkdownSchema(unwrap(node.shape[k] as Schema)))
      : [];
  for (const key of markdownKeys) {
    for (const locale of LOCALES) {
      const value = locale === DEFAULT_LOCALE ? data : i18n?.[locale]?.data;
      const text = (value as Record<string, unknown> | undefined)?.[key];
      for (const image of markdownImages(typeof text === 'string' ? text : ''))
        if (!image.alt.trim())
          problems.push(`${key} (${locale}): image ${image.src} has no alternative text`);
    }
  }
  return problems;
}
