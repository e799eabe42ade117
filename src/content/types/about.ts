/** Content shapes of Home and the About pages (SPEC §2, §3 History entry, Home carousel item). */
import type { SectionedPage } from './index';

export type HomeContent = SectionedPage<'didYouKnow' | 'retinalExam' | 'impact' | 'stories'>;
export type AboutContent = SectionedPage<'profile' | 'history' | 'partners' | 'awards'>;
export type DevelopmentHistoryContent = SectionedPage<'timeline'>;
export type PartnerContent = SectionedPage<'partners' | 'experts'>;
export type AwardsContent = SectionedPage<'honours' | 'certificates'>;
