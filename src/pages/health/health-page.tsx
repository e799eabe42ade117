import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function HealthPage({ content }: PageProps<'health'>) {
  return <PageOutline content={content} />;
}
