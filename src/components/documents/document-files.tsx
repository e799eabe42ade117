/**
 * A document's PDF links: the version in the page's language first, then the others, each named
 * by its language and size (shared by the documents list and the governance page), and its
 * published time and category (`DocumentMeta`). A link's file icon is drawn by its stylesheet
 * (documents.css), not an `<svg>` in each link: a list of 20 documents has up to 60 links, and
 * their icons were a third of the page's elements, each hydrated (issue 64).
 */
import { DOCUMENTS, type DocumentCategory } from '../../content/documents/collection';
import { versionLanguages } from '../../content/entries/define';
import { formatNumberUpTo } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { LOCALE_INFO } from '../../i18n/locales';
import './documents.css';

/** One published file: its stable address and its size in bytes. */
export interface DocumentFile {
  url: string;
  bytes: number;
}

/** A document as its list's data file holds it (the build's `{ url, bytes }` for each PDF). */
export interface StoredDocument {
  slug: string;
  published: string;
  dateLabel: string;
  category: string;
  title: string;
  /** Its short summary, where the entry gives one (its own page shows it). */
  summary?: string;
  files: Partial<Record<Locale, DocumentFile>>;
}

/**
 * A size as people read it: 245 KB, 12.4 MB. Written without `Intl`, whose first use on a page
 * starts ICU in the middle of hydration (src/i18n/format.ts); the result is `Intl.NumberFormat`'s
 * with `maximumFractionDigits`, as src/i18n/__tests__/format.test.ts checks.
 */
export function formatSize(bytes: number, locale: Locale): string {
  const format = (value: number, unit: string, digits: number) =>
    `${formatNumberUpTo(locale, value, digits)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB', 1);
  return format(Math.max(1, Math.round(bytes / 1024)), 'KB', 0);
}

/** A document's versions: the page's own language first, then its collection's order. */
export function versionsOf(document: StoredDocument, locale: Locale): [Locale, DocumentFile][] {
  return versionLanguages(DOCUMENTS, locale).flatMap((l) => {
    const file = document.files[l];
    return file ? [[l, file] as [Locale, DocumentFile]] : [];
  });
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function DocumentFiles({
  document,
  locale,
  label,
  languageNames,
}: {
  document: StoredDocument;
  locale: Locale;
  /** e.g. "{language} PDF, {size}". */
  label: string;
  languageNames: Record<Locale, string>;
}) {
  return (
    <ul className="document-files">
      {versionsOf(document, locale).map(([language, file]) => (
        <li key={language}>
          <a
            className="document-files__link"
            href={file.url}
            hrefLang={LOCALE_INFO[language].htmlLang}
            type="application/pdf"
          >
            <span>
              {fill(label, {
                language: languageNames[language],
                size: formatSize(file.bytes, locale),
              })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The words the list and the document page share: the two terms and the category names. */
export interface DocumentMetaWords {
  published: string;
  category: string;
  categories: Record<DocumentCategory, string>;
}

/**
 * A document's published time and category as a `<dl>` of facts (the documents list and the
 * document's own page).
 */
export function DocumentMeta({
  document,
  words,
  className,
  categoryClassName,
}: {
  document: Pick<StoredDocument, 'published' | 'dateLabel' | 'category'>;
  words: DocumentMetaWords;
  /** A class beside `fact-list` (base.css): `entry-page__meta` on the document's own page. */
  className?: string;
  /** The category `<dd>`'s class, where the page styles or tests it. */
  categoryClassName?: string;
}) {
  return (
    <dl className={className ? `fact-list ${className}` : 'fact-list'}>
      <div>
        <dt>{words.published}</dt>
        <dd>
          <time dateTime={`${document.published}+08:00`}>{document.dateLabel}</time>
        </dd>
      </div>
      <div>
        <dt>{words.category}</dt>
        <dd className={categoryClassName}>
          {words.categories[document.category as DocumentCategory]}
        </dd>
      </div>
    </dl>
  );
}
