import { CalendarDays, ExternalLink, TrendingUp } from 'lucide-react';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { useSite } from '../../app/site-context';
import { AlertsSignupSlot, preloadAlertsSignup } from '../../components/alerts/alerts-signup-slot';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES } from '../../config/paths';
import { SITE } from '../../config/site';
import type { InvestorBlock } from '../../content/types';
import { formatDate } from '../../i18n/format';
import '../../components/ui/button.css';
import './investor-page.css';

/** The subscribe form's code (alerts-signup-slot.tsx); no data otherwise. */
export const loadData: PageDataLoader = async () => {
  await preloadAlertsSignup();
  return null;
};

/** A link that opens a new tab, announced as such to screen readers. */
function ExternalAnchor({
  href,
  children,
  newTab,
  className,
}: {
  href: string;
  children: string;
  newTab: string;
  className?: string;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{newTab}</span>
      <Icon icon={ExternalLink} size={16} />
    </a>
  );
}

function Block({ block, newTab }: { block: InvestorBlock; newTab: string }) {
  if (block.type === 'describe') return <p className="investor__describe">{block.text}</p>;
  return (
    <dl className="investor__pairs">
      {block.items.map((item) => (
        <div key={item.name}>
          <dt>{item.name}</dt>
          <dd>
            {item.href ? (
              <ExternalAnchor href={item.href} newTab={newTab}>
                {item.value}
              </ExternalAnchor>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Investor relations: the stock block (the third-party chart only on request, on the exchange's
 * own page), the investor calendar and the investor contact.
 */
export default function InvestorPage({ content }: PageProps<'investor'>) {
  const { locale } = useSite();
  const { sections, stock } = content;
  return (
    <article className="investor">
      <header className="investor__hero">
        <div className="container">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>

      <section className="investor__section" aria-labelledby="investor-stock">
        <div className="container">
          <SectionHeading id="investor-stock" {...sections.stock} />
          <div className="investor__stock">
            <div className="investor__ticker">
              <span className="investor__ticker-icon">
                <Icon icon={TrendingUp} size={32} />
              </span>
              <div>
                <p className="investor__code">{SITE.stockCode}</p>
                <p className="investor__exchange">{stock.exchange}</p>
              </div>
            </div>
            <div className="investor__quote">
              {/* The chart is third-party: it runs on the exchange's page, only when asked for. */}
              <ExternalAnchor
                className="button button--primary investor__quote-button"
                href={stock.quoteUrl}
                newTab={stock.newTab}
              >
                {stock.quoteButton}
              </ExternalAnchor>
              <p className="investor__note">{stock.note}</p>
            </div>
          </div>
        </div>
      </section>

      <section
        className="investor__section investor__section--alt"
        aria-labelledby="investor-documents"
      >
        <div className="container">
          <SectionHeading id="investor-documents" {...sections.documents} />
          <p className="investor__documents">
            <ButtonLink to={PAGES['investor-documents'].path}>
              {content.documentLinks.documents}
            </ButtonLink>
            <ButtonLink variant="secondary" to={PAGES['corporate-governance'].path}>
              {content.documentLinks.governance}
            </ButtonLink>
          </p>
          <AlertsSignupSlot text={content.alertsForm} headingLevel={3} />
        </div>
      </section>

      <section className="investor__section" aria-labelledby="investor-calendar">
        <div className="container">
          <SectionHeading id="investor-calendar" {...sections.calendar} />
          <ol className="investor__calendar">
            {content.calendar.map((item) => (
              <li key={item.title} className="investor__event">
                <p className="investor__date">
                  <Icon icon={CalendarDays} size={18} />
                  <time dateTime={item.date}>{formatDate(locale, item.date)}</time>
                </p>
                <h3 className="investor__event-title">{item.title}</h3>
                {item.ctt.map((block, index) => (
                  // Blocks are static content in a fixed order, without ids.
                  <Block key={index} block={block} newTab={stock.newTab} />
                ))}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        className="investor__section investor__section--alt"
        aria-labelledby="investor-contact"
      >
        <div className="container">
          <SectionHeading id="investor-contact" {...sections.contact} />
          <dl className="investor__contact">
            {content.contact.map((item) => (
              <div key={item.name}>
                <dt>{item.name}</dt>
                <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </article>
  );
}
