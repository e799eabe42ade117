import type { PageProps } from '../../app/page-props';
import { ServicePage } from '../../components/service/service-page';

export default function HealthPage({ content }: PageProps<'health'>) {
  return <ServicePage content={content} />;
}
