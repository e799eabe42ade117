/**
 * Previews of the editor (docs/design.md#the-editor): news articles and the most edited pages
 * (home, about, careers, investor relations, contact) drawn by the site's own page components with
 * the site's stylesheets, in the language of the pane being previewed.
 *
 * A page is drawn from its content as last built (src/content/generated: images resolved, values
 * written once included) with every translated text replaced by what the editor holds now, so a
 * change of wording shows at once; values written once (links, images, figures) show as built
 * until the next build checks them. An item added to a list shows after the next build.
 */
import type CMS from 'decap-cms-app';
import { type ComponentType, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import type { z } from 'zod';
import { type SiteContextValue, SiteProvider } from '../app/site-context';
import { NewsCover } from '../components/news/news-cover';
import newsListCss from '../components/news/news-list.css?inline';
import buttonCss from '../components/ui/button.css?inline';
import cardCss from '../components/ui/card.css?inline';
import sectionHeadingCss from '../components/ui/section-heading.css?inline';
import statCounterCss from '../components/ui/stat-counter.css?inline';
import tabsCss from '../components/ui/tabs.css?inline';
import videoModalCss from '../components/ui/video-modal.css?inline';
import type { PageId } from '../config/paths';
import { loadPageContent, loadSiteContent } from '../content/index';
import type { NewsCoverKey } from '../content/news/collection';
import { NEWS } from '../content/news/collection';
import { NEWS_COVERS } from '../content/news/covers';
import { PAGE_SCHEMAS } from '../content/schema';
import { kindOf } from '../content/schema/primitives';
import { matchingOption, nodeOf, unwrap } from '../content/schema/walk';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import AboutPage from '../pages/about/about-page';
import aboutCss from '../pages/about/about-page.css?inline';
import CareerPage from '../pages/career/career-page';
import careerCss from '../pages/career/career-page.css?inline';
import ContactPage from '../pages/contact/contact-page';
import contactCss from '../pages/contact/contact-page.css?inline';
import HomePage from '../pages/home/home-page';
import homeCss from '../pages/home/home-page.css?inline';
import carouselCss from '../pages/home/story-carousel.css?inline';
import InvestorPage from '../pages/investor/investor-page';
import investorCss from '../pages/investor/investor-page.css?inline';
import articleCss from '../pages/responsibility-details/responsibility-details-page.css?inline';
import baseCss from '../styles/base.css?inline';
import tokensCss from '../styles/tokens.css?inline';
import {
  articleBody,
  type ImmutableLike,
  previewLocale,
  translated,
  writtenOnce,
} from './preview-entry';

interface PreviewProps {
  entry: ImmutableLike;
}

const toJS = (value: unknown): unknown =>
  value && typeof (value as ImmutableLike).toJS === 'function'
    ? (value as Required<ImmutableLike>).toJS()
    : value;

type Schema = z.core.$ZodType;

/** `built` with every translated text taken from `edited` where the editor holds one. */
export function overlayText(schema: Schema, built: unknown, edited: unknown): unknown {
  const s = unwrap(schema);
  const kind = kindOf(s);
  if (kind === 'text')
    return typeof edited === typeof built && edited !== undefined ? edited : built;
  if (kind && kind !== 'vector') return built;
  if (edited === undefined || edited === null) return built;
  const node = nodeOf(s);
  if (node.type === 'list') {
    if (!Array.isArray(built) || !Array.isArray(edited)) return built;
    return built.map((item, index) => {
      const schemaOfItem = node.item(index);
      return schemaOfItem ? overlayText(schemaOfItem, item, edited[index]) : item;
    });
  }
  if (node.type === 'union') {
    const option = matchingOption(node.options, built);
    return option ? overlayText(option, built, edited) : built;
  }
  if (node.type === 'object' || kind === 'vector') {
    if (typeof built !== 'object' || built === null || typeof edited !== 'object') return built;
    const shape = node.type === 'object' ? node.shape : {};
    const result: Record<string, unknown> = { ...(built as Record<string, unknown>) };
    for (const [key, child] of Object.entries(shape)) {
      if (key in result)
        result[key] = overlayText(child, result[key], (edited as Record<string, unknown>)[key]);
    }
    return result;
  }
  return built;
}

/** The site around a preview: its language and shared content, and a router for its links. */
function useSiteOf(locale: Locale): SiteContextValue | undefined {
  const [value, setValue] = useState<SiteContextValue>();
  useEffect(() => {
    let live = true;
    void loadSiteContent(locale).then((site) => live && setValue({ locale, site }));
    return () => {
      live = false;
    };
  }, [locale]);
  return value;
}

function pagePreview<K extends PageId>(
  id: K,
  Page: ComponentType<{ content: never }>,
): ComponentType<PreviewProps> {
  return function PagePreview({ entry }: PreviewProps) {
    const locale = previewLocale(entry);
    const site = useSiteOf(locale);
    const [built, setBuilt] = useState<unknown>();
    useEffect(() => {
      let live = true;
      void loadPageContent(locale, id).then((content) => live && setBuilt(content));
      return () => {
        live = false;
      };
    }, [locale]);
    if (!site || !built) return null;
    const content = overlayText(PAGE_SCHEMAS[id] as Schema, built, toJS(entry.get('data')));
    return (
      <div lang={LOCALE_INFO[locale].htmlLang}>
        <SiteProvider value={site}>
          <MemoryRouter>
            <Page content={content as never} />
          </MemoryRouter>
        </SiteProvider>
      </div>
    );
  };
}

/**
 * An article as its page shows it, from what the editor holds: type, date and cover from the
 * zh-hans data (written once), the texts in the pane's language.
 */
function NewsPreview({ entry }: PreviewProps) {
  const locale = previewLocale(entry);
  const site = useSiteOf(locale);
  const [words, setWords] = useState<Awaited<ReturnType<typeof loadPageContent>>>();
  useEffect(() => {
    let live = true;
    void loadPageContent(locale, 'responsibility-details').then((c) => live && setWords(c));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!site || !words || !('typeNames' in words)) return null;
  const field = (name: string) => translated(entry, name);
  // Written once, in the default language's data, whichever language the pane shows.
  const shared = (name: string) => writtenOnce(entry, name);
  const type = (shared('type') || 'company') as keyof typeof words.typeNames;
  const cover = NEWS_COVERS[(shared('cover') || 'fundus') as NewsCoverKey] ?? NEWS_COVERS.fundus;
  const date = shared('date');
  const dateLabel = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'long' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : date;
  const body = articleBody(entry);
  return (
    <div lang={LOCALE_INFO[locale].htmlLang}>
      <SiteProvider value={site}>
        <article className="news-article">
          <div className="container news-article__inner">
            <header className="news-article__header">
              <p className="news-article__type">{words.typeNames[type]}</p>
              <h1 className="news-article__title">{field('title')}</h1>
              <dl className="news-article__meta">
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
      </SiteProvider>
    </div>
  );
}

/** Registers the previews and the site's stylesheets for the preview frame. */
export function registerPreviews(cms: typeof CMS): void {
  for (const css of [
    tokensCss,
    baseCss,
    buttonCss,
    cardCss,
    sectionHeadingCss,
    statCounterCss,
    tabsCss,
    videoModalCss,
    homeCss,
    carouselCss,
    aboutCss,
    careerCss,
    investorCss,
    contactCss,
    newsListCss,
    articleCss,
  ]) {
    cms.registerPreviewStyle(css, { raw: true });
  }
  const register = (name: string, component: ComponentType<PreviewProps>) =>
    cms.registerPreviewTemplate(name, component as never);
  register(NEWS.name, NewsPreview);
  register('home', pagePreview('home', HomePage as ComponentType<{ content: never }>));
  register('about', pagePreview('about', AboutPage as ComponentType<{ content: never }>));
  register('career', pagePreview('career', CareerPage as ComponentType<{ content: never }>));
  register('investor', pagePreview('investor', InvestorPage as ComponentType<{ content: never }>));
  register('contact', pagePreview('contact', ContactPage as ComponentType<{ content: never }>));
}
