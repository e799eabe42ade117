import type { PageProps } from '../../app/page-props';
import type { NewsListData } from '../../components/news/news-data';
import { NewsListPage, newsListLoader } from '../../components/news/news-list-page';

export const loadData = newsListLoader('responsibility');

export default function ResponsibilityPage({ content, data }: PageProps<'responsibility'>) {
  return <NewsListPage content={content} type="responsibility" data={data as NewsListData} />;
}
