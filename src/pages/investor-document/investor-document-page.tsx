import { useId } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { useSite } from '../../app/site-context';
import {
  DocumentFiles,
  DocumentMeta,
  type StoredDocument,
} from '../../components/documents/document-files';
import { EntryBackLink, EntryPager } from '../../components/entries/entry-page';
import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES } from '../../config/paths';
import { loadPageContent } from '../../content';
import { DOCUMENTS, type DocumentCategory } from '../../content/documents/collection';
import { type EntryPageData, loadEntry } from '../../content/entries/data';
import type { PageMeta } from '../../content/types';
import './investor-document-page.css';

type Content = PageProps<'investor-document'>['content'];

/** The page's data: one document with its neighbours, or the newest documents. */
export type DocumentPageData = EntryPageData<StoredDocument> & {
  /** A document's page: its `<title>`, description and share card are the document's. */
  meta?: Pick<PageMeta, 'title' | 'description'>;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A document's description: its summary, else its date and category in a sentence. */
export function describeDocument(document: StoredDocument, content: Content): string {
  return (
    document.summary ??
    fill(content.description, {
      date: document.dateLabel,
      category: content.categories[document.category as DocumentCategory],
    })
  );
}

export const loadData: PageDataLoader = async (locale, search) => {
  const [data, content] = await Promise.all([
    loadEntry(DOCUMENTS, locale, search, (entry) => entry as unknown as StoredDocument),
    loadPageContent(locale, 'investor-document'),
  ]);
  if (data.kind === 'latest') return data;
  const meta = { title: data.entry.title, description: describeDocument(data.entry, content) };
  return { ...data, meta } satisfies DocumentPageData;
};

// A slug is lower-case words joined by hyphens (entries/define.ts, SLUG): nothing to encode.
const documentHref = (slug: string) => `${PAGES['investor-document'].path}?id=${slug}`;

function DocumentView({
  content,
  data: { entry: document, previous, next },
}: {
  content: Content;
  data: Extract<DocumentPageData, { kind: 'entry' }>;
}) {
  const { locale } = useSite();
  const filesId = useId();
  return (
    <article className="entry-page document-page">
      <div className="container entry-page__inner">
        <EntryBackLink to={PAGES['investor-documents'].path}>{content.back}</EntryBackLink>
        <header className="entry-page__header">
          <h1 className="entry-page__title">{document.title}</h1>
          <DocumentMeta
            document={document}
            words={content}
            className="entry-page__meta"
            categoryClassName="document-page__category"
          />
        </header>
        {document.summary ? <p className="document-page__summary">{document.summary}</p> : null}
        <section className="document-page__files" aria-labelledby={filesId}>
          <h2 id={filesId} className="document-page__files-title">
            {content.files}
          </h2>
          <DocumentFiles
            document={document}
            locale={locale}
            label={content.fileLabel}
            languageNames={content.languageNames}
          />
          <p className="document-page__official">{content.official}</p>
        </section>
        <EntryPager
          label={content.pager.label}
          previous={previous && { href: documentHref(previous.slug), title: previous.title }}
          next={next && { href: documentHref(next.slug), title: next.title }}
          words={content.pager}
        />
      </div>
    </article>
  );
}

/** No id or an unknown one: the newest documents, each linked to its page, and the full list. */
function Latest({ content, documents }: { content: Content; documents: StoredDocument[] }) {
  const headingId = useId();
  return (
    <div className="entry-page document-page">
      <header className="document-page__latest-header">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <section className="container document-page__latest" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {content.latest}
        </h2>
        <ol className="document-page__latest-list">
          {documents.map((document) => (
            <li key={document.slug}>
              <Link to={documentHref(document.slug)}>{document.title}</Link>{' '}
              <time dateTime={`${document.published}+08:00`}>{document.dateLabel}</time>
            </li>
          ))}
        </ol>
        <p>
          <ButtonLink variant="secondary" to={PAGES['investor-documents'].path}>
            {content.back}
          </ButtonLink>
        </p>
      </section>
    </div>
  );
}

/**
 * `/investor-document?id=<slug>`: one announcement or document (each prerendered, complete
 * without JavaScript): its title, publication time, category, summary where it has one, and its
 * PDFs with their sizes; else the newest documents.
 */
export default function InvestorDocumentPage({
  content,
  data: pageData,
}: PageProps<'investor-document'>) {
  const data = pageData as DocumentPageData;
  if (data.kind === 'latest') return <Latest content={content} documents={data.entries} />;
  return <DocumentView key={data.entry.slug} content={content} data={data} />;
}
