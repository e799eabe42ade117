import { useSearchParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { PageOutline } from '../../components/ui/page-outline';
import { VariantNav } from '../../components/ui/variant-nav';
import { PAGES, pageVariant } from '../../config/paths';
import type { ProductContent } from '../../content/types';

/** Tabs in SPEC order: `?type=1` is SaMD … `?type=6` the medical large language model. */
const TAB_KEYS = [
  'samd',
  'hardware',
  'riskAssessment',
  'medicalSoftware',
  'myopia',
  'languageModel',
] as const satisfies readonly (keyof ProductContent['sections'])[];

export default function ProductPage({ content }: PageProps<'product'>) {
  const [params] = useSearchParams();
  const type = pageVariant('product', params) ?? '1';
  const key = TAB_KEYS[Number(type) - 1] ?? TAB_KEYS[0];
  const links = TAB_KEYS.map((k, i) => ({
    value: String(i + 1),
    label: content.sections[k].title,
  }));
  return (
    <PageOutline content={content} only={[key]}>
      <VariantNav
        param={PAGES.product.variants.param}
        links={links}
        current={type}
        label={content.heading.title}
      />
    </PageOutline>
  );
}
