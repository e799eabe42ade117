import { useSearchParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';
import { VariantNav } from '../../components/ui/variant-nav';
import { PAGES, pageVariant } from '../../config/paths';
import type { CareerDetailContent } from '../../content/types';

/** Recruit categories in SPEC order: `?type=1` visual algorithm … `?type=4` medical/registration. */
const CATEGORY_KEYS = [
  'algorithm',
  'marketing',
  'product',
  'medical',
] as const satisfies readonly (keyof CareerDetailContent['sections'])[];

export default function CareerDetailPage({ content }: PageProps<'career-detail'>) {
  const [params] = useSearchParams();
  const type = pageVariant('career-detail', params) ?? '1';
  const key = CATEGORY_KEYS[Number(type) - 1] ?? CATEGORY_KEYS[0];
  const links = CATEGORY_KEYS.map((k, i) => ({
    value: String(i + 1),
    label: content.sections[k].title,
  }));
  return (
    <PageOutline content={content} only={[key]}>
      <VariantNav
        param={PAGES['career-detail'].variants.param}
        links={links}
        current={type}
        label={content.heading.title}
      />
    </PageOutline>
  );
}
