import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { useSite } from '../../app/site-context';
import { AlertsSignupSlot, preloadAlertsSignup } from '../../components/alerts/alerts-signup-slot';
import {
  DocumentFiles,
  DocumentMeta,
  type StoredDocument,
} from '../../components/documents/document-files';
import { CollectionListPage, ListFooter } from '../../components/news/collection-list';
import { PAGES } from '../../config/paths';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENTS,
  type DocumentCategory,
} from '../../content/documents/collection';
import { loadList } from '../../content/entries/data';
import type { ListFile } from '../../content/entries/data-files';
import { ALL } from '../../content/entries/define';
import '../../components/news/news-list.css';
import './investor-documents-page.css';

type DocumentsData = ListFile<StoredDocument> & { category?: DocumentCategory };

/** The page's data: one page (`?page=N`), one year (`?year=YYYY`) or one category's documents. */
export const loadData: PageDataLoader = async (locale, search) => {
  // The subscribe form's code (alerts-signup-slot.tsx).
  await preloadAlertsSignup();
  return loadList(DOCUMENTS, ALL, locale, search, (entry) => entry as unknown as StoredDocument);
};

// A slug is lower-case words joined by hyphens (entries/define.ts, SLUG): nothing to encode.
const documentHref = (slug: string) => `${PAGES['investor-document'].path}?id=${slug}`;

const fill = (template: string, key: string, value: string) => template.replace(`{${key}}`, value);

/**
 * `/investor-documents`: every announcement, circular, report and governance document, newest
 * first, twenty a page (`?page=N`), or all of one year (`?year=YYYY`) or of one category
 * (`?category=…`); each view prerendered, complete without JavaScript. Each document links its
 * own page (its title) and its PDF in every language it has, the page's own first.
 */
export default function InvestorDocumentsPage({
  content,
  data: pageData,
}: PageProps<'investor-documents'>) {
  const { locale } = useSite();
  const { search } = useLocation();
  const headingId = useId();
  const data = pageData as DocumentsData;
  const { path, variants } = PAGES['investor-documents'];
  const title =
    data.category !== undefined
      ? fill(content.categoryTitle, 'category', content.categories[data.category])
      : data.year !== undefined
        ? fill(content.archive.yearTitle, 'year', String(data.year))
        : content.filter.all;
  const filtered = data.category !== undefined || data.year !== undefined;
  return (
    <CollectionListPage
      block="documents-page"
      heading={content.heading}
      categories={{
        path,
        categories: DOCUMENT_CATEGORIES,
        names: content.categories,
        current: data.category,
        label: content.filter.label,
        all: { label: content.filter.all, current: data.category === undefined },
      }}
    >
      <section aria-labelledby={headingId} data-view={search || undefined}>
        <h2 id={headingId} className="documents-page__title">
          {title}
        </h2>
        {data.entries.length === 0 ? (
          <p className="documents-page__empty">{content.empty}</p>
        ) : (
          <ol className="documents-list">
            {data.entries.map((document) => (
              <li key={document.slug} className="documents-list__item">
                <h3 className="documents-list__title">
                  {/* Its own page: title, date, category, summary and the same PDFs. */}
                  <Link to={documentHref(document.slug)}>{document.title}</Link>
                </h3>
                <DocumentMeta document={document} words={content} />
                <p className="visually-hidden">{content.files}</p>
                <DocumentFiles
                  document={document}
                  locale={locale}
                  label={content.fileLabel}
                  languageNames={content.languageNames}
                />
              </li>
            ))}
          </ol>
        )}
        <ListFooter
          path={path}
          param={variants.param}
          data={data}
          filtered={filtered}
          words={content}
        />
        <p className="documents-page__governance">
          <Link to={PAGES['corporate-governance'].path}>{content.governance}</Link>
        </p>
      </section>
      <AlertsSignupSlot text={content.alertsForm} />
    </CollectionListPage>
  );
}
