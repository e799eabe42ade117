import { CalendarDays, ExternalLink, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { useSite } from '../../app/site-context';
import { AlertsSignupSlot, preloadAlertsSignup } from '../../components/alerts/alerts-signup-slot';
import { AS_OF, useToday } from '../../components/calendar/use-today';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES } from '../../config/paths';
import { SITE } from '../../config/site';
import { CALENDAR } from '../../content/calendar/collection';
import { loadList } from '../../content/entries/data';
import type { ListFile } from '../../content/entries/data-files';
import { ALL } from '../../content/entries/define';
import { formatDate } from '../../i18n/format';
import '../../components/ui/button.css';
import './investor-page.css';

/** An event of the financial calendar as its list's data file holds it. */
interface CalendarEvent {
  slug: string;
  date: string;
  time?: string;
  ends?: string;
  title: string;
}

/** How many coming events the overview shows. */
const NEXT_EVENTS = 3;

/** The subscribe form's code (alerts-signup-slot.tsx), and the financial calendar's events. */
export const loadData: PageDataLoader = async (locale) => {
  await preloadAlertsSignup();
  return loadList(
    CALENDAR,
    ALL,
    locale,
    new URLSearchParams(),
    (entry) => entry as unknown as CalendarEvent,
  );
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

/**
 * Investor relations: the stock block (the third-party chart only on request, on the exchange's
 * own page), the investor calendar and the investor contact.
 */
export default function InvestorPage({ content, data }: PageProps<'investor'>) {
  const { locale } = useSite();
  const today = useToday();
  const events = ((data as ListFile<CalendarEvent> | null)?.entries ?? [])
    .filter((event) => (event.ends ?? event.date) >= today)
    .reverse()
    .slice(0, NEXT_EVENTS);
  const calendarPath = PAGES['financial-calendar'].path;
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

      <section
        className="investor__section"
        aria-labelledby="investor-calendar"
        {...{ [AS_OF]: today }}
      >
        <div className="container">
          <SectionHeading id="investor-calendar" {...sections.calendar} />
          {events.length === 0 ? (
            <p className="investor__describe">{content.calendarLinks.none}</p>
          ) : (
            <ol className="investor__calendar">
              {events.map((event) => (
                <li key={event.slug} className="investor__event">
                  <p className="investor__date">
                    <Icon icon={CalendarDays} size={18} />
                    <time dateTime={event.time ? `${event.date}T${event.time}+08:00` : event.date}>
                      {event.ends
                        ? content.calendarLinks.span
                            .replace('{from}', formatDate(locale, event.date))
                            .replace('{to}', formatDate(locale, event.ends))
                        : formatDate(locale, event.date)}
                      {event.time ? ` ${event.time} (${content.calendarLinks.hongKongTime})` : ''}
                    </time>
                  </p>
                  <h3 className="investor__event-title">
                    <Link to={`${calendarPath}#${event.slug}`}>{event.title}</Link>
                  </h3>
                </li>
              ))}
            </ol>
          )}
          <p className="investor__calendar-all">
            <ButtonLink variant="secondary" to={calendarPath}>
              {content.calendarLinks.all}
            </ButtonLink>
          </p>
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
