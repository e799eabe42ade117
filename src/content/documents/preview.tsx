/**
 * The investor documents' preview in the editor (src/admin/previews.tsx finds it by its path): a
 * document as its own page (`/investor-document?id=<slug>`) shows it, drawn by that page's
 * component: its title and summary in the pane's language, its publication time (Hong Kong) and
 * category from the zh-hans data (written once), as the editor holds them now. Its PDFs show as
 * last built, with their sizes, which only the build measures (a new document's, or a PDF uploaded
 * since, after the next build); the page's words as last built.
 */
import { previewLocale, translated, writtenOnce } from '../../admin/preview-entry';
import {
  type EntryPreview,
  type PreviewProps,
  PreviewSite,
  usePageContent,
  usePreviewData,
  useSiteOf,
} from '../../admin/preview-site';
import type { StoredDocument } from '../../components/documents/document-files';
import documentsCss from '../../components/documents/documents.css?inline';
import entryPageCss from '../../components/entries/entry-page.css?inline';
import InvestorDocumentPage, {
  type DocumentPageData,
} from '../../pages/investor-document/investor-document-page';
import documentPageCss from '../../pages/investor-document/investor-document-page.css?inline';
import { loadEntry } from '../entries/data';
import { dateLabelOf } from '../entries/dates';
import { DOCUMENTS } from './collection';

/** The document's files as last built, none when it has not been built (or the data is not there). */
const builtFiles = (locale: Parameters<typeof loadEntry>[1], slug: string) =>
  loadEntry(
    DOCUMENTS,
    locale,
    new URLSearchParams({ id: slug }),
    (stored) => stored as unknown as StoredDocument,
  ).then(
    (data): StoredDocument['files'] => (data.kind === 'entry' ? data.entry.files : {}),
    (): StoredDocument['files'] => ({}),
  );

function DocumentPreview({ entry }: PreviewProps) {
  const locale = previewLocale(entry);
  const slug = String(entry.get('slug') ?? '');
  const site = useSiteOf(locale);
  const content = usePageContent(locale, 'investor-document');
  const files = usePreviewData(() => builtFiles(locale, slug), `${locale} ${slug}`);
  if (!site || !content || !files) return null;
  const published = writtenOnce(entry, DOCUMENTS.date);
  const summary = translated(entry, 'summary');
  const document: StoredDocument = {
    slug,
    published,
    dateLabel: dateLabelOf(published, locale),
    category: writtenOnce(entry, 'category'),
    title: translated(entry, DOCUMENTS.title),
    ...(summary ? { summary } : {}),
    files,
  };
  const data: DocumentPageData = { kind: 'entry', entry: { ...document, body: '' } };
  return (
    <PreviewSite site={site}>
      <InvestorDocumentPage content={content} data={data} />
    </PreviewSite>
  );
}

export default {
  component: DocumentPreview,
  styles: [documentsCss, entryPageCss, documentPageCss],
} satisfies EntryPreview;
