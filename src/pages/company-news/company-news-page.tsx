import type { PageProps } from '../../app/page-props';
import { NewsListPage } from './news-list-page';

export default function CompanyNewsPage({ content }: PageProps<'company-news'>) {
  return <NewsListPage content={content} pageId="company-news" />;
}
