/** Content shapes of Careers, Investor Relations and Contact (SPEC §3). */
import type { SectionedPage } from './index';

export type CareerContent = SectionedPage<'values' | 'life' | 'benefits' | 'positions'>;
/** Career detail: one section per recruit category, in SPEC order (`?type=1..4`). */
export type CareerDetailContent = SectionedPage<'algorithm' | 'marketing' | 'product' | 'medical'>;
export type InvestorContent = SectionedPage<'stock' | 'calendar' | 'contact'>;
export type ContactContent = SectionedPage<'offices' | 'form'>;
/** The privacy notice (PIPL) the contact form's consent links to. */
export type PrivacyContent = SectionedPage<'collection' | 'use' | 'rights' | 'contact'>;
