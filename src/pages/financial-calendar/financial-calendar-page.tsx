import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageProps } from '../../app/page-props';
import type { PageDataLoader } from '../../app/routes';
import { useSite } from '../../app/site-context';
import { AS_OF, useToday } from '../../components/calendar/use-today';
import { CollectionListPage, ListFooter } from '../../components/news/collection-list';
import { Icon } from '../../components/ui/icon';
import { PAGES } from '../../config/paths';
import {
  CALENDAR,
  CALENDAR_CATEGORIES,
  type CalendarCategory,
} from '../../content/calendar/collection';
import { loadList } from '../../content/entries/data';
import type { ListFile, StoredEntry } from '../../content/entries/data-files';
import { ALL } from '../../content/entries/define';
import { formatDate } from '../../i18n/format';
import { LOCALE_INFO } from '../../i18n/locales';
import '../../components/news/news-list.css';
import './financial-calendar-page.css';

/** An event as its list's data file holds it. */
interface CalendarEvent {
  slug: string;
  date: string;
  time?: string;
  ends?: string;
  category: CalendarCategory;
  title: string;
  document?: string;
}

type CalendarData = ListFile<CalendarEvent> & { category?: CalendarCategory };

/** The page's data: every event (`?page=N`), one year's (`?year=YYYY`) or one category's. */
export const loadData: PageDataLoader = (locale, search) =>
  loadList(
    CALENDAR,
    ALL,
    locale,
    search,
    (entry: StoredEntry) => entry as unknown as CalendarEvent,
  );

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function EventItem({
  event,
  words,
}: {
  event: CalendarEvent;
  words: PageProps<'financial-calendar'>['content'];
}) {
  const { locale } = useSite();
  const day = formatDate(locale, event.date);
  const when = event.ends
    ? fill(words.span, { from: day, to: formatDate(locale, event.ends) })
    : event.time
      ? `${day} ${event.time} (${words.hongKongTime})`
      : day;
  const documentPath = PAGES['investor-documents'].path;
  return (
    <li className="calendar-list__item" id={event.slug}>
      <p className="calendar-list__when">
        <time dateTime={event.time ? `${event.date}T${event.time}+08:00` : event.date}>{when}</time>
      </p>
      <h3 className="calendar-list__title">{event.title}</h3>
      <p className="calendar-list__category">{words.categories[event.category]}</p>
      <p className="calendar-list__links">
        <a
          className="calendar-list__link"
          href={`${LOCALE_INFO[locale].prefix}/${CALENDAR.folder}/${event.slug}.ics`}
          download={`${event.slug}.ics`}
          aria-label={fill(words.addToCalendarLabel, { title: event.title })}
        >
          <Icon icon={CalendarPlus} size={18} />
          {words.addToCalendar}
        </a>
        {event.document ? (
          <Link
            className="calendar-list__link"
            to={`${documentPath}?year=${event.date.slice(0, 4)}`}
          >
            {words.document}
          </Link>
        ) : null}
      </p>
    </li>
  );
}

function EventList({
  title,
  empty,
  events,
  words,
}: {
  title: string;
  empty: string;
  events: CalendarEvent[];
  words: PageProps<'financial-calendar'>['content'];
}) {
  const id = useId();
  return (
    <section className="calendar-page__section" aria-labelledby={id}>
      <h2 id={id} className="calendar-page__title">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="calendar-page__empty">{empty}</p>
      ) : (
        <ol className="calendar-list">
          {events.map((event) => (
            <EventItem key={event.slug} event={event} words={words} />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * `/financial-calendar`: the coming events, soonest first, then the past ones, newest first;
 * or one category's (`?category=`) or one year's (`?year=`); each view prerendered, complete
 * without JavaScript. Each event links its calendar file and the announcement it concerns; the
 * page links the iCalendar feed a calendar program subscribes to.
 */
export default function FinancialCalendarPage({
  content,
  data: pageData,
}: PageProps<'financial-calendar'>) {
  const { locale } = useSite();
  const { search } = useLocation();
  const today = useToday();
  const data = pageData as CalendarData;
  const { path, variants } = PAGES['financial-calendar'];
  const lastDay = (event: CalendarEvent) => event.ends ?? event.date;
  const upcoming = data.entries.filter((event) => lastDay(event) >= today).reverse();
  const past = data.entries.filter((event) => lastDay(event) < today);
  const filtered = data.category !== undefined || data.year !== undefined;
  // The paths of entries/feeds.ts (`feedOf`, `eventFilePath`), written here: the prerender's head
  // imports that module, and a page importing it too made the bundler split the first load's
  // code into five more chunks.
  const feed = {
    path: `${LOCALE_INFO[locale].prefix}/${CALENDAR.feed.path}`,
    type: 'text/calendar',
  };
  return (
    <CollectionListPage
      block="calendar-page"
      attributes={{ [AS_OF]: today }}
      heading={content.heading}
      categories={{
        path,
        categories: CALENDAR_CATEGORIES,
        names: content.categories,
        current: data.category,
        label: content.filter.label,
        all: { label: content.filter.all, current: !filtered },
      }}
    >
      <div data-view={search || undefined}>
        {data.category !== undefined ? (
          <p className="calendar-page__view">
            {fill(content.categoryTitle, { category: content.categories[data.category] })}
          </p>
        ) : data.year !== undefined ? (
          <p className="calendar-page__view">
            {fill(content.archive.yearTitle, { year: String(data.year) })}
          </p>
        ) : null}
        <EventList
          title={content.upcoming}
          empty={content.noUpcoming}
          events={upcoming}
          words={content}
        />
        <p className="calendar-page__note">{content.note}</p>
        <EventList title={content.past} empty={content.noPast} events={past} words={content} />
        <ListFooter
          path={path}
          param={variants.param}
          data={data}
          filtered={filtered}
          words={content}
        />
      </div>
      {feed.path ? (
        <section className="calendar-subscribe" aria-labelledby="calendar-subscribe">
          <h2 id="calendar-subscribe" className="calendar-subscribe__title">
            {content.subscribe.title}
          </h2>
          <p>{content.subscribe.text}</p>
          <p>
            <a className="button button--secondary" href={feed.path} type={feed.type}>
              <Icon icon={CalendarPlus} size={18} />
              {content.subscribe.link}
            </a>
          </p>
        </section>
      ) : null}
    </CollectionListPage>
  );
}
