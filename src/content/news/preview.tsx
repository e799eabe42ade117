/**
 * The news' preview in the editor (src/admin/previews.tsx finds it by its path): an article as its
 * page (`/responsibility-details?id=<slug>`) shows it, from what the editor holds: type, date and
 * cover from the zh-hans data (written once), the texts in the pane's language; the page's words
 * as last built.
 */
import { articleBody, previewLocale, translated, writtenOnce } from '../../admin/preview-entry';
import {
  type EntryPreview,
  type PreviewProps,
  PreviewSite,
  usePageContent,
  useSiteOf,
} from '../../admin/preview-site';
import entryPageCss from '../../components/entries/entry-page.css?inline';
import { NewsCover } from '../../components/news/news-cover';
import newsListCss from '../../components/news/news-list.css?inline';
import articleCss from '../../pages/responsibility-details/responsibility-details-page.css?inline';
import { dateLabelOf } from '../entries/dates';
import type { NewsCoverKey } from './collection';
import { NEWS_COVERS } from './covers';

function NewsPreview({ entry }: PreviewProps) {
  const locale = previewLocale(entry);
  const site = useSiteOf(locale);
  const words = usePageContent(locale, 'responsibility-details');
  if (!site || !words) return null;
  const field = (name: string) => translated(entry, name);
  // Written once, in the default language's data, whichever language the pane shows.
  const shared = (name: string) => writtenOnce(entry, name);
  const type = (shared('type') || 'company') as keyof typeof words.typeNames;
  const cover = NEWS_COVERS[(shared('cover') || 'fundus') as NewsCoverKey] ?? NEWS_COVERS.fundus;
  const date = shared('date');
  const dateLabel = dateLabelOf(date, locale);
  const body = articleBody(entry);
  return (
    <PreviewSite site={site}>
      <article className="entry-page news-article">
        <div className="container entry-page__inner">
          <header className="entry-page__header">
            <p className="news-article__type">{words.typeNames[type]}</p>
            <h1 className="entry-page__title">{field('title')}</h1>
            <dl className="fact-list entry-page__meta">
              <div>
                <dt>{words.published}</dt>
                <dd>
                  <time dateTime={date}>{dateLabel}</time>
                </dd>
              </div>
              <div>
                <dt>{words.source}</dt>
                <dd>{field('source')}</dd>
              </div>
            </dl>
          </header>
          <NewsCover
            cover={cover}
            sizes="(min-width: 848px) 800px, 100vw"
            className="news-article__cover"
          />
          {/* Sanitised like the site's (shared/article-html.ts). */}
          <div className="news-article__body" dangerouslySetInnerHTML={{ __html: body }} />
        </div>
      </article>
    </PreviewSite>
  );
}

export default {
  component: NewsPreview,
  styles: [newsListCss, entryPageCss, articleCss],
} satisfies EntryPreview;
