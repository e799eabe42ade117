import type { PageProps } from '../../app/page-props';
import type { NewsListData } from '../../components/news/news-data';
import { NewsListPage, newsListLoader } from '../../components/news/news-list-page';

export const loadData = newsListLoader('company');

export default function CompanyNewsPage({ content, data }: PageProps<'company-news'>) {
  return <NewsListPage content={content} type="company" data={data as NewsListData} />;
}
