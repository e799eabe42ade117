import { useId } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { useSite } from '../../app/site-context';
import { DocumentFiles, type StoredDocument } from '../../components/documents/document-files';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES } from '../../config/paths';
import { DOCUMENTS } from '../../content/documents/collection';
import { loadList } from '../../content/entries/data';
import type { ListFile } from '../../content/entries/data-files';
import { ALL } from '../../content/entries/define';
import './corporate-governance-page.css';

/**
 * The page's data: the governance documents (the documents list's `corporate-governance`
 * category), whose PDFs the committees, the constitution and the policies link.
 */
export const loadData: PageDataLoader = (locale) =>
  loadList(
    DOCUMENTS,
    ALL,
    locale,
    new URLSearchParams('category=corporate-governance'),
    (entry) => entry as unknown as StoredDocument,
  );

type Content = PageProps<'corporate-governance'>['content'];

function Section({
  id,
  heading,
  alt,
  children,
}: {
  id: string;
  heading: Content['sections']['board'];
  alt?: boolean;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`governance__section${alt ? ' governance__section--alt' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  );
}

/**
 * `/corporate-governance`: the board with each director's role and function (Listing Rule
 * 13.51C), the committees with their terms of reference, the constitution (13.90), the procedure
 * for shareholders to propose a director (13.51D) and the shareholders' communication policy.
 */
export default function CorporateGovernancePage({
  content,
  data: pageData,
}: PageProps<'corporate-governance'>) {
  const { locale } = useSite();
  const documents = (pageData as ListFile<StoredDocument>).entries;
  const files = (slug: string) => {
    const document = documents.find((d) => d.slug === slug);
    return document ? (
      <DocumentFiles
        document={document}
        locale={locale}
        label={content.documentLink}
        languageNames={content.languageNames}
      />
    ) : null;
  };
  const { sections, board } = content;
  return (
    <div className="governance">
      <header className="documents-page__header">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <Section id="board" heading={sections.board}>
        <ul className="governance__directors">
          {board.directors.map((director) => (
            <li key={director.title} className="governance__director">
              <h3 className="governance__director-title">{director.title}</h3>
              <dl className="governance__facts">
                <div>
                  <dt>{board.role}</dt>
                  <dd>{content.roleNames[director.role]}</dd>
                </div>
                <div>
                  <dt>{board.committees}</dt>
                  <dd>
                    {director.committees.length === 0
                      ? board.noCommittee
                      : director.committees
                          .map(
                            (c) =>
                              `${content.committeeNames[c.committee]} (${content.committeeRoles[c.role]})`,
                          )
                          .join(locale === 'en' ? '; ' : '；')}
                  </dd>
                </div>
              </dl>
              <p className="governance__function">{director.function}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="committees" heading={sections.committees} alt>
        <ul className="governance__committees">
          {content.committees.map((committee) => (
            <li key={committee.committee} className="governance__committee">
              <h3>{content.committeeNames[committee.committee]}</h3>
              <p>{committee.duties}</p>
              {files(committee.document)}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="constitution" heading={sections.constitution}>
        <p className="governance__text">{content.constitution.text}</p>
        {files(content.constitution.document)}
      </Section>
      <Section id="nomination" heading={sections.nomination} alt>
        <ol className="governance__steps">
          {content.nomination.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {files(content.nomination.document)}
      </Section>
      <Section id="communication" heading={sections.communication}>
        <p className="governance__text">{content.communication.text}</p>
        {files(content.communication.document)}
        <p className="documents-page__governance">
          <Link to={PAGES['investor-documents'].path}>{content.allDocuments}</Link>
        </p>
      </Section>
    </div>
  );
}
