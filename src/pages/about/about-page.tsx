import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function AboutPage({ content }: PageProps<'about'>) {
  return <PageOutline content={content} />;
}
