import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function ContactPage({ content }: PageProps<'contact'>) {
  return <PageOutline content={content} />;
}
