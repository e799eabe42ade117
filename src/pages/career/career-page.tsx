import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function CareerPage({ content }: PageProps<'career'>) {
  return <PageOutline content={content} />;
}
