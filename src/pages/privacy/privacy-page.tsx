import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function PrivacyPage({ content }: PageProps<'privacy'>) {
  return <PageOutline content={content} />;
}
