/**
 * The investor documents (src/content/documents/) and the two pages that show them:
 * "Announcements and documents" (`/investor-documents`) and "Corporate governance"
 * (`/corporate-governance`, Listing Rules 13.51C, 13.51D and 13.90, the Corporate Governance
 * Code's committees).
 */
import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from '../documents/collection';
import type { CollectionSchemas } from '../entries/define';
import { alertsFormContent } from './alerts';
import { paginationLabels } from './news';
import {
  code,
  documentFile,
  isoDateTime,
  keyedObject,
  pageBase,
  sectionedPage,
  text,
} from './primitives';

/** A document's summary: at most this many characters, in every language. */
export const DOCUMENT_SUMMARY_MAX = 240;

/**
 * A document's front matter (`src/content/documents/<slug>.<language>.md`): the title in every
 * language's file; the rest once, in the zh-hans file. English and Traditional Chinese are the
 * exchange's languages and always given; Simplified Chinese when the company provides it.
 */
export const documentFrontMatter = z.strictObject({
  /** When it was published on HKEXnews (and so here), Hong Kong time. */
  published: isoDateTime(),
  category: z.enum(DOCUMENT_CATEGORIES, {
    error: `must be one of: ${DOCUMENT_CATEGORIES.join(', ')}`,
  }),
  title: text(),
  /**
   * A short summary (at most 240 characters) for the document's own page, its share card and its
   * description in search engines, in every language's file where one is given; the PDF stays the
   * official text. Without it, the page describes the document by its date and category.
   */
  summary: text({ max: DOCUMENT_SUMMARY_MAX }).optional(),
  /** One PDF per language version, uploaded into src/content/documents/files/. */
  files: z.strictObject({
    en: documentFile(),
    'zh-hant': documentFile(),
    'zh-hans': documentFile().optional(),
  }),
  /**
   * Set only to take a published document off the site before its five years are over: why
   * (recorded with the release that removes it; Listing Rule 2.07C).
   */
  withdrawn: code().optional(),
});

/** Names of the languages of a document's versions, in the page's language. */
const languageNames = z.strictObject({ en: text(), 'zh-hant': text(), 'zh-hans': text() });

/** `/investor-documents`: every document newest first, by category, by year. */
export const documentsListContent = z.strictObject({
  ...pageBase,
  categories: keyedObject(DOCUMENT_CATEGORIES, text()),
  /** The category links: their accessible name, and the link to every document. */
  filter: z.strictObject({ label: text(), all: text() }),
  /** Heading of one category's page; `{category}` is replaced. */
  categoryTitle: text(),
  published: text(),
  category: text(),
  /** Before the file links, e.g. "Files". */
  files: text(),
  languageNames,
  /** A file link: `{language}` and `{size}` are replaced, e.g. "English PDF, 245 KB". */
  fileLabel: text(),
  /** Shown when a view has no document. */
  empty: text(),
  pagination: paginationLabels,
  archive: z.strictObject({ label: text(), title: text(), yearTitle: text(), latest: text() }),
  /** The link to the governance page. */
  governance: text(),
  /** The e-mail alerts' subscribe form. */
  alertsForm: alertsFormContent,
});

/**
 * `/investor-document?id=<slug>`: one document's own page (its title, date, category, summary and
 * PDFs); without a known id, the newest documents.
 */
export const documentPageContent = z.strictObject({
  ...pageBase,
  /** The link back to the list, e.g. "All announcements and documents". */
  back: text(),
  categories: keyedObject(DOCUMENT_CATEGORIES, text()),
  published: text(),
  category: text(),
  /** The page's description where the document has no summary: `{date}` and `{category}`. */
  description: text(),
  /** Heading of the file links, e.g. "Files". */
  files: text(),
  /** Under the file links: the PDF is the official text. */
  official: text(),
  languageNames,
  /** A file link: `{language}` and `{size}` are replaced, e.g. "English PDF, 245 KB". */
  fileLabel: text(),
  /** The neighbours' links: their accessible name, and the words before each title. */
  pager: z.strictObject({ label: text(), previous: text(), next: text() }),
  /** Without a known id: the heading of the newest documents. */
  latest: text(),
});

const DIRECTOR_ROLES = ['executive', 'non-executive', 'independent-non-executive'] as const;
const COMMITTEES = ['audit', 'remuneration', 'nomination'] as const;

/** `/corporate-governance`: the board, its committees and the governance documents. */
export const governanceContent = z.strictObject({
  ...sectionedPage(['board', 'committees', 'constitution', 'nomination', 'communication']),
  roleNames: keyedObject(DIRECTOR_ROLES, text()),
  committeeNames: keyedObject(COMMITTEES, text()),
  /** A director's place on a committee. */
  committeeRoles: z.strictObject({ chair: text(), member: text() }),
  /** Words of the board table. */
  board: z.strictObject({
    caption: text(),
    position: text(),
    role: text(),
    committees: text(),
    /** Shown for a director who sits on no committee. */
    noCommittee: text(),
    directors: z.array(
      z.strictObject({
        /** Their title, e.g. "Chair of the Board and executive director". */
        title: text(),
        role: z.enum(DIRECTOR_ROLES),
        chair: z.boolean(),
        /** Their function on the board, in a sentence. */
        function: text(),
        committees: z.array(
          z.strictObject({ committee: z.enum(COMMITTEES), role: z.enum(['chair', 'member']) }),
        ),
      }),
    ),
  }),
  committees: z.array(
    z.strictObject({
      committee: z.enum(COMMITTEES),
      duties: text(),
      /** The slug of its terms of reference among the documents. */
      document: code(),
    }),
  ),
  constitution: z.strictObject({ text: text(), document: code() }),
  nomination: z.strictObject({ steps: z.array(text()), document: code() }),
  communication: z.strictObject({ text: text(), document: code() }),
  /** The link to a document's PDF in a language: `{language}` and `{size}` are replaced. */
  documentLink: text(),
  languageNames,
  /** The link to every document. */
  allDocuments: text(),
});

/** What the collection's declaration (documents/collection.ts) loads: its schemas, by its pages. */
export const documentsSchemas = {
  frontMatter: documentFrontMatter,
  pages: {
    'investor-documents': documentsListContent,
    'investor-document': documentPageContent,
  },
} as const satisfies CollectionSchemas;
