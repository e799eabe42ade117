import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';

export default function InvestorPage({ content }: PageProps<'investor'>) {
  return <PageOutline content={content} />;
}
