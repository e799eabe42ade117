/**
 * Lists whose order is a URL's meaning, in one zod-free place: the route table (a `?type=N` per
 * entry), the schemas and the pages all read them, and none pulls the schemas into a page.
 */

/**
 * Product tabs in spec order (docs/spec.md#what-each-page-holds): `/product?type=1` is SaMD …
 * `?type=6` the language model.
 */
export const PRODUCT_TAB_KEYS = [
  'samd',
  'hardware',
  'riskAssessment',
  'medicalSoftware',
  'myopia',
  'languageModel',
] as const;
export type ProductTabKey = (typeof PRODUCT_TAB_KEYS)[number];

/** Recruit categories in spec order: `/career-detail?type=1` is the visual algorithm team … */
export const RECRUIT_KEYS = ['algorithm', 'marketing', 'product', 'medical'] as const;
export type RecruitKey = (typeof RECRUIT_KEYS)[number];

/** The `?type=` values of such a list: '1' … 'N'. */
export const typeValues = (keys: readonly string[]) => keys.map((_, i) => String(i + 1));
