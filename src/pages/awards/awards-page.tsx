import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function AwardsPage({ content }: PageProps<'awards'>) {
  return <PageOutline content={content} />;
}
