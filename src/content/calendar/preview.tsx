/**
 * The financial calendar's preview in the editor (src/admin/previews.tsx finds it by its path):
 * the event as the calendar page (`/financial-calendar`) lists it, drawn by that page's
 * component with this one event, under "Upcoming" or "Past" as of today: its day, its time (Hong
 * Kong) or last day, its category, its title in the pane's language and the link to the
 * announcement it concerns, as the editor holds them now (all but the title written once, in the
 * zh-hans data); the page's words as last built.
 */
import { previewLocale, translated, writtenOnce } from '../../admin/preview-entry';
import {
  type EntryPreview,
  type PreviewProps,
  PreviewSite,
  usePageContent,
  useSiteOf,
} from '../../admin/preview-site';
import newsListCss from '../../components/news/news-list.css?inline';
import FinancialCalendarPage from '../../pages/financial-calendar/financial-calendar-page';
import calendarPageCss from '../../pages/financial-calendar/financial-calendar-page.css?inline';
import { dateLabelOf } from '../entries/dates';
import { CALENDAR } from './collection';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function CalendarPreview({ entry }: PreviewProps) {
  const locale = previewLocale(entry);
  const site = useSiteOf(locale);
  const content = usePageContent(locale, 'financial-calendar');
  if (!site || !content) return null;
  const shared = (name: string) => writtenOnce(entry, name) || undefined;
  const date = writtenOnce(entry, CALENDAR.date);
  // The page writes the day out itself, once it is one.
  if (!ISO_DATE.test(date)) return null;
  const event = {
    slug: String(entry.get('slug') ?? ''),
    date,
    dateLabel: dateLabelOf(date, locale),
    time: shared(CALENDAR.feed.time),
    ends: shared(CALENDAR.feed.ends),
    category: shared('category'),
    title: translated(entry, CALENDAR.title),
    document: shared('document'),
  };
  const data = { pageCount: 1, years: [Number(date.slice(0, 4))], entries: [event] };
  return (
    <PreviewSite site={site}>
      <FinancialCalendarPage content={content} data={data} />
    </PreviewSite>
  );
}

export default {
  component: CalendarPreview,
  styles: [newsListCss, calendarPageCss],
} satisfies EntryPreview;
