import type { PageMeta, PaginationLabels } from '../../types';

/** Shared by the news pages of this language (lists and article). */
export const feed: NonNullable<PageMeta['feed']> = {
  href: '/en/feed.xml',
  title: 'Retinova news (Atom feed)',
};

export const pagination: PaginationLabels = {
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {page}',
  status: 'Page {page} of {count}',
};
