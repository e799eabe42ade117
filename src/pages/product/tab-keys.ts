import type { ProductContent } from '../../content/types';

/** Product tabs in SPEC order: `?type=1` is SaMD … `?type=6` the medical large language model. */
export const TAB_KEYS = [
  'samd',
  'hardware',
  'riskAssessment',
  'medicalSoftware',
  'myopia',
  'languageModel',
] as const satisfies readonly (keyof ProductContent['tabs'])[];
