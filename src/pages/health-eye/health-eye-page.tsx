import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function HealthEyePage({ content }: PageProps<'health-eye'>) {
  return <PageOutline content={content} />;
}
