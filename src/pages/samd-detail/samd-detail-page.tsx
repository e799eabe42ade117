import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function SamdDetailPage({ content }: PageProps<'samd-detail'>) {
  return <PageOutline content={content} />;
}
