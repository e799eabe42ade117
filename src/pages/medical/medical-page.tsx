import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function MedicalPage({ content }: PageProps<'medical'>) {
  return <PageOutline content={content} />;
}
