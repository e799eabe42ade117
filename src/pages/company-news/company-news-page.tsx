import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function CompanyNewsPage({ content }: PageProps<'company-news'>) {
  return <PageOutline content={content} />;
}
