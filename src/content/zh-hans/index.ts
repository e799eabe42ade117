import type { PageContentLoaders } from '../types';

/** This language's page content, one chunk per page. */
export const pages: PageContentLoaders = {
  home: () => import('./pages/home'),
  about: () => import('./pages/about'),
  'development-history': () => import('./pages/development-history'),
  partner: () => import('./pages/partner'),
  awards: () => import('./pages/awards'),
  product: () => import('./pages/product'),
  'samd-detail': () => import('./pages/samd-detail'),
  medical: () => import('./pages/medical'),
  health: () => import('./pages/health'),
  'health-eye': () => import('./pages/health-eye'),
  responsibility: () => import('./pages/responsibility'),
  'company-news': () => import('./pages/company-news'),
  'responsibility-details': () => import('./pages/responsibility-details'),
  story: () => import('./pages/story'),
  career: () => import('./pages/career'),
  'career-detail': () => import('./pages/career-detail'),
  investor: () => import('./pages/investor'),
  contact: () => import('./pages/contact'),
  privacy: () => import('./pages/privacy'),
  styleguide: () => import('./pages/styleguide'),
};
