/**
 * News settings shared by the build step (scripts/news.ts, run with plain Node) and the pages.
 * Keep this module free of asset imports: Node cannot load Vite's `?url` imports.
 */

/** Articles per list page (`/company-news?page=N`, `/responsibility?page=N`). */
export const NEWS_PAGE_SIZE = 6;

/** Front-matter `type` of an article: the list it belongs to. */
export const NEWS_TYPES = ['company', 'responsibility'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The list page of each article type. */
export const NEWS_LIST_PAGE = {
  company: 'company-news',
  responsibility: 'responsibility',
} as const satisfies Record<NewsType, string>;

/**
 * Front-matter `cover` names an image of the asset catalogue (see covers.ts). To use a new
 * photo, add it to covers.ts and its name here.
 */
export const NEWS_COVER_KEYS = [
  'fundus',
  'hero',
  'story-1',
  'story-2',
  'story-3',
  'story-4',
  'story-5',
  'scene-hospital',
  'scene-pharmacy',
  'scene-optometry',
  'scene-government',
  'scene-checkup-centre',
  'scene-insurer',
  'portable-fundus-camera',
  'desktop-fundus-camera',
  'report-on-tablet',
] as const;
export type NewsCoverKey = (typeof NEWS_COVER_KEYS)[number];

/** Number of list pages for `count` articles (at least one, so an empty list still renders). */
export function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));
}

/** The images of a Markdown body (`![alt](src)`), in order. */
export function markdownImages(markdown: string): { alt: string; src: string }[] {
  return [...markdown.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => ({ alt: m[1] ?? '', src: m[2] ?? '' }),
  );
}
