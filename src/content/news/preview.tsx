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
import newsListCss from '../../components/news/news-list.css?inline';
import { ArticleMain } from '../../pages/responsibility-details/responsibility-details-page';
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
          <ArticleMain
            words={words}
            article={{
              title: field('title'),
              date,
              dateLabel,
              source: field('source'),
              cover,
              body,
            }}
            typeName={words.typeNames[type]}
          />
        </div>
      </article>
    </PreviewSite>
  );
}

export default {
  component: NewsPreview,
  styles: [newsListCss, entryPageCss, articleCss],
} satisfies EntryPreview;
