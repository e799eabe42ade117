import type { SiteContent } from '../types';
import { chrome } from './chrome';

export const site: SiteContent = {
  sharedTitle: 'Retinova - Health Everywhere | Global Leader in Retinal Imaging AI',
  description:
    'Retinova analyses retinal (fundus) images with AI. Its diabetic retinopathy screening software was the first of its kind in China to receive a class III medical device certificate, and it also offers fundus cameras, myopia prevention and control devices, health risk assessment and ophthalmic information software.',
  companyName: 'Retinova',
  pageNames: {
    home: 'Home',
    about: 'Company',
    'development-history': 'History',
    partner: 'Partners',
    awards: 'Awards',
    product: 'Products',
    'samd-detail': 'DR Screening Software',
    medical: 'Medical',
    health: 'Health Management',
    'health-eye': 'Eye Health',
    responsibility: 'Social Responsibilities',
    'company-news': 'Company News',
    'responsibility-details': 'Article',
    story: 'Patient Stories',
    career: 'Careers',
    'career-detail': 'Position Details',
    investor: 'Investor Relations',
    contact: 'Contact Us',
    privacy: 'Privacy Notice',
    styleguide: 'Style guide',
  },
  ui: {
    skipToContent: 'Skip to main content',
    siteNavigation: 'Site navigation',
    chunkError: {
      title: 'The page could not be loaded',
      body: 'The site may have just been updated, or the network connection was interrupted. Please try again.',
      retry: 'Reload',
    },
    networkError: 'A network error occurred',
  },
  chrome,
};
