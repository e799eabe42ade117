import type { PageProps } from '../../app/page-props';
import { NewsListPage, newsListLoader } from '../../components/news/news-list-page';
import type { NewsListData } from '../../content/news/data';

export const loadData = newsListLoader('company');

export default function CompanyNewsPage({ content, data }: PageProps<'company-news'>) {
  return <NewsListPage content={content} type="company" data={data as NewsListData} />;
}
