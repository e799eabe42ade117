import type { PageMeta, PaginationLabels } from '../../types';

/** Shared by the news pages of this language (lists and article). */
export const feed: NonNullable<PageMeta['feed']> = {
  href: '/zh-hant/feed.xml',
  title: '視瞳科技新聞訂閱（Atom）',
};

export const pagination: PaginationLabels = {
  label: '分頁',
  previous: '上一頁',
  next: '下一頁',
  page: '第 {page} 頁',
  status: '第 {page} 頁，共 {count} 頁',
};
