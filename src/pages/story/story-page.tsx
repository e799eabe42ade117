import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function StoryPage({ content }: PageProps<'story'>) {
  return <PageOutline content={content} />;
}
