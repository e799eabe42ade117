import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';
import './home-page.css';

export default function HomePage({ content }: PageProps<'home'>) {
  return <PageOutline content={content} headingClassName="home-hero" />;
}
