import type { PageProps } from '../../app/page-props';
// The two news lists share one component (it lives with the company news page).
import { NewsListPage } from '../../components/news/news-list-page';

export default function ResponsibilityPage({ content }: PageProps<'responsibility'>) {
  return <NewsListPage content={content} pageId="responsibility" />;
}
