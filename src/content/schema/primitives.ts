/**
 * The building blocks of every content schema (docs/design.md#content-as-data).
 *
 * A content file is YAML; each page (or collection) has one file per language,
 * `<name>.<locale>.yml` (Decap CMS's `multiple_files` i18n layout). Which values are written in
 * each language and which are written once is decided here, by the kind of each leaf:
 *
 * - `text()` is translated: every language's file has it (non-empty).
 * - everything else (numbers, booleans, enums, `code()`, `href()`, images, media paths) is the
 *   same in every language and is written once, in the default language's file (zh-hans); the
 *   other languages' files must not repeat it. Lists are matched item by item, so a list has the
 *   same length in every language.
 *
 * Images and media are written as references (a file name) and compiled into the asset
 * catalogue's objects by scripts/lib/content (`vector`, `svgUrl`, `raster`, `mediaUrl`). The
 * TypeScript types below are those compiled values: components see what the page renders.
 */
import { z } from 'zod';
import type { RasterImage, VectorImage } from '../../config/assets';
import { PAGES } from '../../config/paths';

/** What a leaf schema is, for the content compiler (merging languages, resolving media). */
export type ContentKind =
  | 'text'
  | 'vector'
  | 'svg-url'
  | 'raster'
  | 'media-url'
  | 'injected'
  | 'localized-href';

const KINDS = new WeakMap<z.core.$ZodType, ContentKind>();

function mark<T extends z.core.$ZodType>(schema: T, kind: ContentKind): T {
  KINDS.set(schema, kind);
  return schema;
}

/** The compiler's view of a schema: its kind, if it is one of the special leaves. */
export function kindOf(schema: z.core.$ZodType): ContentKind | undefined {
  return KINDS.get(schema);
}

const notBlank = (value: string) => value.trim().length > 0;

/**
 * Translated text: written in every language's file, never empty; with `max`, at most that many
 * characters (counted as characters, not UTF-16 units, without surrounding spaces).
 */
export function text({ max }: { max?: number } = {}) {
  const schema = z
    .string({ error: 'must be text' })
    .refine(notBlank, 'is empty (write it in this language)');
  if (max === undefined) return mark(schema, 'text');
  const limited = schema.refine(
    (v) => [...v.trim()].length <= max,
    `is longer than ${max} characters`,
  );
  MAX_LENGTH.set(limited, max);
  return mark(limited, 'text');
}

/**
 * `schema` with each of its strings made translated text (`text()`): for a shape declared in
 * shared/, which cannot mark its own texts (the editor's words, shared/cms-words-schema.ts).
 */
export function everyTextTranslated(schema: z.core.$ZodType): z.ZodType {
  if (schema instanceof z.ZodString) return text();
  if (schema instanceof z.ZodOptional) return everyTextTranslated(schema.unwrap()).optional();
  if (schema instanceof z.ZodRecord)
    return z.record(schema.keyType, everyTextTranslated(schema.valueType));
  if (schema instanceof z.ZodObject)
    return z.strictObject(
      Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => [key, everyTextTranslated(field)]),
      ),
    );
  throw new Error(`everyTextTranslated: no translated form of a ${schema._zod.def.type} field`);
}

const MAX_LENGTH = new WeakMap<z.core.$ZodType, number>();

/** The `max` of a `text({ max })` (the editor shows it as the field's limit). */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  return MAX_LENGTH.get(schema);
}

const MARKDOWN = new WeakSet<z.core.$ZodType>();

/** Translated Markdown (an entry's body, below its front matter): the editor's rich-text field. */
export function markdown() {
  const schema = text();
  MARKDOWN.add(schema);
  return schema;
}

/** Whether a schema is `markdown()`. */
export function isMarkdownSchema(schema: z.core.$ZodType): boolean {
  return MARKDOWN.has(schema);
}

/**
 * Translated alternative text of an image; empty (`''`) marks an image that only decorates, which
 * must then be empty in every language.
 */
export function altText() {
  return mark(z.string({ error: 'must be text (empty for a decorative image)' }), 'text');
}

/** A value written once for every language (a code, a phone number, an e-mail, a colour). */
export function code() {
  return z.string({ error: 'must be text' }).refine(notBlank, 'is empty');
}

/**
 * A number written in each language, where languages count differently (3000 万 = 30 million:
 * the figure follows the words around it).
 */
export function localizedNumber() {
  return mark(z.number({ error: 'must be a number' }), 'text');
}

const DATES = new WeakSet<z.core.$ZodType>();

/** Whether a schema is `isoDate()` (the CMS shows a date picker for it). */
export function isDateSchema(schema: z.core.$ZodType): boolean {
  return DATES.has(schema);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written `YYYY-MM-DD` (the same in every language). */
export function isoDate() {
  const schema = z
    .string({ error: 'must be a date written YYYY-MM-DD' })
    .regex(ISO_DATE, 'must be a date written YYYY-MM-DD')
    // Only a well-formed date can be impossible (one message per problem).
    .refine(
      (v) =>
        !ISO_DATE.test(v) ||
        (!Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
      'is not a real calendar date',
    );
  DATES.add(schema);
  return schema;
}

const DATE_TIMES = new WeakSet<z.core.$ZodType>();

/** Whether a schema is `isoDateTime()` (the editor shows a date and time picker for it). */
export function isDateTimeSchema(schema: z.core.$ZodType): boolean {
  return DATE_TIMES.has(schema);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A date and time written `YYYY-MM-DDTHH:mm`, in Hong Kong time (the exchange's clock; the same
 * in every language).
 */
export function isoDateTime() {
  const schema = z
    .string({ error: 'must be a date and time written YYYY-MM-DDTHH:mm (Hong Kong time)' })
    .regex(ISO_DATE_TIME, 'must be a date and time written YYYY-MM-DDTHH:mm (Hong Kong time)')
    .refine((v) => {
      if (!ISO_DATE_TIME.test(v)) return true;
      const date = new Date(`${v}:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    }, 'is not a real date and time');
  DATE_TIMES.add(schema);
  return schema;
}

const DOCUMENT_FILES = new WeakSet<z.core.$ZodType>();

/** Whether a schema is `documentFile()` (the editor's file widget; the build publishes it). */
export function isDocumentFileSchema(schema: z.core.$ZodType): boolean {
  return DOCUMENT_FILES.has(schema);
}

/**
 * A PDF uploaded beside a collection's entries, written as the editor stores it:
 * `files/<name>.pdf` (its folder's `files/`). The build checks it and publishes it at a stable
 * address (scripts/lib/collections).
 */
export function documentFile() {
  const schema = z
    .string({ error: 'must be a PDF uploaded in the editor (files/<name>.pdf)' })
    .regex(
      /^files\/[A-Za-z0-9][\w.-]*\.pdf$/,
      'must be a PDF uploaded in the editor (files/<name>.pdf)',
    );
  DOCUMENT_FILES.add(schema);
  return schema;
}

const ROUTE_PATHS = new Set<string>(Object.values(PAGES).map((page) => page.path));

/** Whether `href` is a link the site can follow: a page of the route table, or an outside URL. */
export function isValidHref(href: string): boolean {
  if (/^(?:https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:[+\d-]+)$/.test(href)) return true;
  if (!href.startsWith('/')) return false;
  const [path = '', rest] = href.split(/(?=[?#])/, 2);
  if (rest !== undefined && !/^[?#][^\s]*$/.test(rest)) return false;
  return ROUTE_PATHS.has(path);
}

const HREF_MESSAGE =
  'must be a page of the site (e.g. /about or /product?type=2, see src/config/paths.ts) or a full https://, mailto: or tel: address';

/**
 * A link, the same in every language: a site path without the language prefix (checked against
 * the route table: a link to a page that does not exist fails the build) or an outside URL.
 */
export function href() {
  return z.string({ error: 'must be a link' }).refine(isValidHref, HREF_MESSAGE);
}

/** A link written in each language (it differs per language, e.g. a language's own feed). */
export function localizedHref() {
  return mark(
    z
      .string({ error: 'must be a link' })
      .refine((v) => isValidHref(v) || /^\/(?:[a-z-]+\/)?[a-z]+\.xml$/.test(v), HREF_MESSAGE),
    'localized-href',
  );
}

/** A file name under src/assets (`illustrations/x.svg`, `generated/fundus.svg`). */
const SVG_FILE = /^(?:illustrations|generated)\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
const svgFile = () =>
  z
    .string({ error: 'must name an SVG file' })
    .regex(
      SVG_FILE,
      'must name an SVG file under src/assets, e.g. illustrations/scene-hospital.svg',
    );

/**
 * An SVG illustration: `src` names the file (`illustrations/scene-hospital.svg`), other keys
 * (its `alt`, …) are given by `extra`. Compiles to the catalogue's `{ url, width, height }` plus
 * the extra keys.
 */
export function vector(): z.ZodType<VectorImage, { src: string }>;
export function vector<S extends z.ZodRawShape>(
  extra: S,
): z.ZodType<VectorImage & z.output<z.ZodObject<S>>, { src: string } & z.input<z.ZodObject<S>>>;
export function vector(extra: z.ZodRawShape = {}): z.ZodType {
  // Typed as the compiled value (what components receive), not the written one.
  return mark(z.strictObject({ src: svgFile(), ...extra }), 'vector');
}

/** The URL alone of an SVG illustration, written as its file name. */
export function svgUrl() {
  return mark(svgFile(), 'svg-url');
}

/** Names of the generated photographs (tools/placeholder-art/generate-assets.ts): `story-1-desktop`, `fundus`. */
export const RASTER_NAME = /^(?:fundus|hero-(?:desktop|mobile)|story-[1-9]-(?:desktop|mobile))$/;

/** A photograph of the catalogue, by name; compiles to its AVIF/WebP/JPEG sources and size. */
export function raster() {
  const schema = mark(
    z
      .string({ error: 'must name a photograph' })
      .regex(RASTER_NAME, 'must name a generated photograph, e.g. story-1-desktop or fundus'),
    'raster',
  );
  return schema as unknown as z.ZodType<RasterImage, string>;
}

/** A file of public/ by its path (`/media/intro.mp4`); compiles to its URL on the asset host. */
export function mediaUrl() {
  return mark(
    z
      .string({ error: 'must be a file path' })
      .regex(/^\/[a-z0-9/_.-]+\.[a-z0-9]+$/, 'must be a path under public/, e.g. /media/intro.mp4'),
    'media-url',
  );
}

/**
 * A value the content compiler fills in from elsewhere (the shared stories, the generated news
 * list); it is never written in the page's file.
 */
export function injected<T>() {
  // Absent from the file (optional to the check), always present in the compiled value.
  return mark(
    z.custom<T>(() => true),
    'injected',
  ).optional() as unknown as z.ZodType<T>;
}

/**
 * An object with one key per name of `keys`, each value of `schema` (a `Record<K, X>` whose keys
 * are a fixed list: a key missing or added is an error).
 */
export function keyedObject<const K extends string, S extends z.ZodType>(
  keys: readonly K[],
  schema: S,
) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

/** A section's heading: optional eyebrow above, the title, an optional lead paragraph below. */
export const sectionHeading = z.strictObject({
  eyebrow: text().optional(),
  title: text(),
  lead: text().optional(),
});

/** `<title>` name and meta description of one page in one language. */
export const pageMeta = z.strictObject({
  /** The page's own name; the document title is `<title> | <shared title>` (Home: shared title only). */
  title: text(),
  /**
   * A shorter name where the title is long or says more than the page's place in the site (the
   * SaMD page, an article): the editor's list of pages and the feeds' titles. Default: the title.
   */
  shortName: text().optional(),
  description: text(),
  /** Social-card image (`og:image`); root-relative URLs are made absolute with SITE_URL. */
  image: z.string().optional(),
  /**
   * The title of the feed in this page's language of the collection that owns the page
   * (`<link rel="alternate">`; its address and type are the collection's, entries/define.ts).
   */
  feed: z.strictObject({ title: text() }).optional(),
});

/** What every page has: its meta and its `h1` heading. */
export const pageBase = { meta: pageMeta, heading: sectionHeading };

/** A page made of named sections, each with its heading. */
export function sectionedPage<const K extends string>(keys: readonly K[]) {
  return { ...pageBase, sections: keyedObject(keys, sectionHeading) };
}

/** A link inside content: `href` is a site path without language prefix, or an outside URL. */
export const link = z.strictObject({ label: text(), href: href() });
