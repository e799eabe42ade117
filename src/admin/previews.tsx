/**
 * Previews of the editor (docs/design.md#the-editor), drawn by the site's own components with the
 * site's stylesheets, in the language of the pane being previewed: each collection's, and the
 * most edited pages (home, about, careers, investor relations, contact).
 *
 * A collection's preview is its own file, `src/content/<folder>/preview.tsx` (its default export
 * an `EntryPreview`, preview-site.tsx): this module finds every one by that path, without a list,
 * and registers it under the name of the collection whose folder it is in (collections.ts). A
 * preview in a folder of no collection stops the editor, and its unit test, with its path.
 *
 * A page is drawn from its content as last built (src/content/generated: images resolved, values
 * written once included) with every translated text replaced by what the editor holds now, so a
 * change of wording shows at once; values written once (links, images, figures) show as built
 * until the next build checks them. An item added to a list shows after the next build.
 */
import type CMS from 'decap-cms-app';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import buttonCss from '../components/ui/button.css?inline';
import cardCss from '../components/ui/card.css?inline';
import sectionHeadingCss from '../components/ui/section-heading.css?inline';
import statCounterCss from '../components/ui/stat-counter.css?inline';
import tabsCss from '../components/ui/tabs.css?inline';
import videoModalCss from '../components/ui/video-modal.css?inline';
import type { PageId } from '../config/paths';
import { type Collections, collections } from '../content/collections';
import { PAGE_SCHEMAS } from '../content/schema';
import { kindOf } from '../content/schema/primitives';
import { matchingOption, nodeOf, unwrap } from '../content/schema/walk';
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
import baseCss from '../styles/base.css?inline';
import tokensCss from '../styles/tokens.css?inline';
import type { ImmutableLike } from './preview-entry';
import { previewLocale } from './preview-entry';
import {
  type EntryPreview,
  type PreviewProps,
  PreviewSite,
  usePageContent,
  useSiteOf,
} from './preview-site';

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

function pagePreview<K extends PageId>(
  id: K,
  Page: ComponentType<{ content: never }>,
): ComponentType<PreviewProps> {
  return function PagePreview({ entry }: PreviewProps) {
    const locale = previewLocale(entry);
    const site = useSiteOf(locale);
    const built = usePageContent(locale, id);
    if (!site || !built) return null;
    const content = overlayText(PAGE_SCHEMAS[id] as Schema, built, toJS(entry.get('data')));
    return (
      <PreviewSite site={site}>
        <Page content={content as never} />
      </PreviewSite>
    );
  };
}

/** Each collection's preview module, by its path: `src/content/<folder>/preview.tsx`. */
export const PREVIEW_MODULES = import.meta.glob<{ default: EntryPreview }>(
  '../content/*/preview.tsx',
  {
    eager: true,
  },
);

/**
 * The previews of `modules` (paths as `import.meta.glob` gives them, from this folder), each with
 * the name of the collection whose folder holds it. Throws, naming the file, for a preview in a
 * folder of no collection or whose default export is not an `EntryPreview`.
 */
export function collectionPreviews(
  modules: Record<string, { default?: unknown }>,
  map: Collections = collections,
): { name: string; path: string; preview: EntryPreview }[] {
  return Object.entries(modules)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, module]) => {
      const folder = /^\.\.\/content\/([^/]+)\/preview\.tsx$/.exec(key)?.[1];
      const path = `src/content/${folder ?? key}/preview.tsx`;
      const collection = Object.values(map).find((c) => c.folder === folder);
      if (!collection)
        throw new Error(
          `${path}: no collection of src/content/collections.ts has the folder "${folder}" (a preview belongs in its collection's folder)`,
        );
      const preview = module.default as Partial<EntryPreview> | undefined;
      if (typeof preview?.component !== 'function' || !Array.isArray(preview.styles))
        throw new Error(`${path}: its default export must be { component, styles } (EntryPreview)`);
      return { name: collection.name, path, preview: preview as EntryPreview };
    });
}

/** The site's stylesheets every preview shares; a collection's preview adds its own. */
const SHARED_STYLES = [
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
];

/** Registers the previews and the site's stylesheets for the preview frame. */
export function registerPreviews(cms: typeof CMS, modules = PREVIEW_MODULES): void {
  const previews = collectionPreviews(modules);
  const styles = new Set([...SHARED_STYLES, ...previews.flatMap(({ preview }) => preview.styles)]);
  for (const css of styles) cms.registerPreviewStyle(css, { raw: true });
  const register = (name: string, component: ComponentType<PreviewProps>) =>
    cms.registerPreviewTemplate(name, component as never);
  for (const { name, preview } of previews) register(name, preview.component);
  register('home', pagePreview('home', HomePage as ComponentType<{ content: never }>));
  register('about', pagePreview('about', AboutPage as ComponentType<{ content: never }>));
  register('career', pagePreview('career', CareerPage as ComponentType<{ content: never }>));
  register('investor', pagePreview('investor', InvestorPage as ComponentType<{ content: never }>));
  register('contact', pagePreview('contact', ContactPage as ComponentType<{ content: never }>));
}
