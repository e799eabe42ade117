import type { PageProps } from '../../app/page-props';
import { ServicePage } from '../../components/service/service-page';

export default function HealthEyePage({ content }: PageProps<'health-eye'>) {
  return <ServicePage content={content} />;
}
