import type { PageMeta, PaginationLabels } from '../../types';

/** Shared by the news pages of this language (lists and article). */
export const feed: NonNullable<PageMeta['feed']> = {
  href: '/feed.xml',
  title: '视瞳科技新闻订阅（Atom）',
};

export const pagination: PaginationLabels = {
  label: '分页',
  previous: '上一页',
  next: '下一页',
  page: '第 {page} 页',
  status: '第 {page} 页，共 {count} 页',
};
