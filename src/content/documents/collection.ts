/**
 * The investor documents: announcements, circulars, reports and the governance documents the
 * Listing Rules ask an issuer's own website to keep (rule 2.07C: within the hour, for five
 * years), declared once (entries/define.ts). Each is `src/content/documents/<slug>.<locale>.md`,
 * front matter only (`documentFrontMatter`, schema/documents.ts): the title (and an optional
 * summary) in each language; the publication time, the category and one PDF per language version written once. The PDFs
 * are uploaded into `files/` beside the entries; the build publishes each at a stable address,
 * `/documents/<year>/<slug>-<language>.pdf`. Each document also has a page of its own,
 * `/investor-document?id=<slug>`, which the list and the feed link beside its PDFs.
 */
import type { CollectionSettings } from '../entries/define';

// The categories of the documents list, in the order its filter shows them: one list with the
// e-mail alerts' server (shared/ is what the site and the server both import).
export { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../../shared/alerts-limits';

export const DOCUMENTS = {
  name: 'documents',
  folder: 'documents',
  pagesAfter: 'investor',
  pages: {
    // Every document newest first (`?page=N`), by year, by category; each prerendered.
    'investor-documents': {
      path: '/investor-documents',
      kind: 'investors',
      section: 'investor',
      variants: { param: 'page', values: ['1'] },
      menu: { under: '/investor', after: '/investor' },
    },
    // One document (`?id=<slug>`, each prerendered): its title, date, category, summary and
    // PDFs; '' (no id, or an unknown one) shows the newest documents.
    'investor-document': {
      path: '/investor-document',
      kind: 'investors',
      section: 'investor',
      variants: { param: 'id', values: [''] },
    },
  },
  singular: 'document',
  date: 'published',
  title: 'title',
  lists: { page: 'investor-documents', filter: 'category' },
  entryPage: 'investor-document',
  pageSize: 20,
  body: false,
  files: 'files',
  withdrawal: 'withdrawn',
  searchFiles: 'investors',
  // The exchange's languages first (English, Traditional Chinese), then Simplified Chinese.
  fileVersions: { field: 'files', order: ['en', 'zh-hant', 'zh-hans'] },
  alerts: true,
  feed: { path: 'documents.xml', entries: 50 },
  // A document's page: its PDFs are the document's encodings.
  structuredData: 'DigitalDocument',
  shownOn: [{ page: 'corporate-governance', query: 'category=corporate-governance' }],
  editor: {
    sort: ['published', 'title'],
    filters: ['category', 'year'],
    groups: ['year', 'category'],
  },
} as const satisfies CollectionSettings;
