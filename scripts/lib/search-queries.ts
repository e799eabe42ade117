/**
 * The queries `npm run bench:search` times, ten per language (words inside compounds, English
 * words, a product name, a typo), which server/__tests__/search-bundles.test.ts also searches in
 * one index and in two bundles.
 */
import type { SiteLocale } from '../../shared/locales';

export const QUERIES: Record<SiteLocale, string[]> = {
  'zh-hans': [
    '糖网',
    '青光眼',
    '视网膜',
    '近视',
    '眼底相机',
    '糖尿病视网膜病变筛查',
    '白内障',
    '医疗大模型',
    '招聘 算法',
    '青光演',
  ],
  'zh-hant': [
    '糖網',
    '青光眼',
    '視網膜',
    '近視',
    '眼底相機',
    '弱視',
    '白內障',
    '健康風險評估',
    '投資者',
    '視綱膜',
  ],
  en: [
    'myopia',
    'glaucoma',
    'retina',
    'diabetic retinopathy',
    'fundus camera',
    'cataract',
    'PACS',
    'large language model',
    'careers algorithm',
    'glaucomma',
  ],
};
