import type { PageProps } from '../../app/page-props';
import { ServicePage } from '../../components/service/service-page';

export default function MedicalPage({ content }: PageProps<'medical'>) {
  return <ServicePage content={content} />;
}
