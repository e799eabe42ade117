import type { PageProps } from '../../app/page-props';
import { NewsListPage, newsListLoader } from '../../components/news/news-list-page';
import type { NewsListData } from '../../content/news/data';

export const loadData = newsListLoader('responsibility');

export default function ResponsibilityPage({ content, data }: PageProps<'responsibility'>) {
  return <NewsListPage content={content} type="responsibility" data={data as NewsListData} />;
}
