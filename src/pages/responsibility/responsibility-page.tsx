import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function ResponsibilityPage({ content }: PageProps<'responsibility'>) {
  return <PageOutline content={content} />;
}
