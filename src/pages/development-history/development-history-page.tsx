import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function DevelopmentHistoryPage({ content }: PageProps<'development-history'>) {
  return <PageOutline content={content} />;
}
