/** Content shapes of Products, the SaMD detail and the three service pages (SPEC §3). */
import type { SectionedPage } from './index';

/** Products: one section per tab, in SPEC order (`?type=1..6`). */
export type ProductContent = SectionedPage<
  'samd' | 'hardware' | 'riskAssessment' | 'medicalSoftware' | 'myopia' | 'languageModel'
>;
export type SamdDetailContent = SectionedPage<'overview' | 'clinical' | 'workflow' | 'certificate'>;
export type ServiceContent = SectionedPage<'intro' | 'advantages' | 'successes' | 'scenarios'>;
