import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function PartnerPage({ content }: PageProps<'partner'>) {
  return <PageOutline content={content} />;
}
