/**
 * The shape of the editor's words (src/content/editor/words.<locale>.yml): the one declaration,
 * checked by the content step (every text written in each language, as the site's words) and
 * read as types by the editor, the server's sign-in page and the build's upload check. In
 * shared/ because the server uses them too, as it does `cmsLocale` (which needs no compiled
 * words); the content registry marks their texts translated (src/content/collections.ts,
 * `everyTextTranslated`).
 */
import { z } from 'zod';
import { SITE_LOCALES, type SiteLocale } from './locales';

export type Locale = SiteLocale;

/** The editor's interface language from `?lang=` or the stored choice, else Simplified Chinese. */
export function cmsLocale(value: string | null | undefined): Locale {
  return (SITE_LOCALES as readonly (string | null | undefined)[]).includes(value)
    ? (value as Locale)
    : SITE_LOCALES[0];
}

const word = z.string();
const words = <const K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, word])) as Record<K, typeof word>);

/** The words of fields: what the configuration of any collection's fields needs. */
export const fieldWordsSchema = z.strictObject({
  /** Names of fields by key; a key not listed is shown as written in the file. */
  labels: z.record(z.string(), word),
  hints: z.strictObject({
    href: word,
    svg: word,
    raster: word,
    media: word,
    slug: word,
    /** A date and time field's clock (Hong Kong time). */
    hongKongTime: word,
    /** A document's PDF upload. */
    document: word,
  }),
  /**
   * Names of a select field's values, by field key then value (`cover: { fundus: 眼底照片 }`); a
   * value not named is shown humanised (`scene-hospital` → “Scene hospital”).
   */
  options: z.record(z.string(), z.record(z.string(), word)).optional(),
});

/**
 * A collection's own words in the editor (`src/content/<folder>/editor.<locale>.yml`): its name,
 * plural and singular, and names of its fields and of their values beside (and before) the
 * editor's shared ones (`labels`, `options`).
 */
export const collectionEditorWordsSchema = z.strictObject({
  label: word,
  singular: word,
  labels: z.record(z.string(), word).optional(),
  options: z.record(z.string(), z.record(z.string(), word)).optional(),
});

/** One language's file of the editor's words. */
export const cmsWordsSchema = z.strictObject({
  /** The `<title>` of /admin/. */
  title: word,
  /** The interface-language switch: its label and each language's own name. */
  switchLabel: word,
  languageNames: words(SITE_LOCALES),
  collections: z.strictObject({
    pages: word,
    site: word,
    facts: word,
    siteFiles: words(['site', 'chrome', 'stories', 'facts']),
    /**
     * Each collection of entries (src/content/collections.ts) by name: its own words, written in
     * its folder (`src/content/<folder>/editor.<locale>.yml`, `collectionEditorWordsSchema`).
     */
    entries: z.record(
      z.string(),
      z.lazy(() => collectionEditorWordsSchema),
    ),
  }),
  /**
   * A year filter's name in a collection's list (`{year}`: the year). Groupings are named as their
   * field (`labels`), a value filter as its option.
   */
  yearFilter: word,
  /** Shown when a save is refused by the content check. */
  invalid: word,
  /**
   * Why an upload is refused (the kinds' refusals in shared/uploads.ts): the editor shows them when
   * a file is picked or saved, the local editor's guard answers them.
   */
  uploads: words([
    // An image folder's file that is not a JPEG, PNG, WebP or AVIF image by name and bytes.
    'notImage',
    'tooLarge',
    // A PDF folder's file that is not a PDF by name and header, or that does not parse.
    'notPdf',
    'pdfTooLarge',
    'pdfEncrypted',
    'pdfJavaScript',
    'pdfLaunch',
    'pdfEmbeddedFiles',
    // A PDF over the check's bounds (shared/pdf-check.ts): what it inflates, its time or memory,
    // and its pages. `{name}` is the file's name.
    'pdfTooComplex',
    'pdfTooManyPages',
    // A path in none of the upload folders (a configuration mistake, not the web team's).
    'notUploadFolder',
  ]),
  /** The OAuth callback page (shown for a moment in the sign-in pop-up). */
  oauth: words(['done', 'failed', 'notConfigured']),
  ...fieldWordsSchema.shape,
});

export type FieldWords = z.output<typeof fieldWordsSchema>;
export type CmsWordsFile = z.output<typeof cmsWordsSchema>;
