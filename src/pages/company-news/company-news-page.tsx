import type { PageProps } from '../../app/page-props';
import { NewsListPage } from '../../components/news/news-list-page';

export default function CompanyNewsPage({ content }: PageProps<'company-news'>) {
  return <NewsListPage content={content} pageId="company-news" />;
}
