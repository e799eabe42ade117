import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function ResponsibilityDetailsPage({
  content,
}: PageProps<'responsibility-details'>) {
  return <PageOutline content={content} />;
}
