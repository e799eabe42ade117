/**
 * Brand facts in one place (DESIGN §9), so the company can change them without touching pages.
 * Words that differ per language live in the content modules instead.
 */
export const SITE = {
  brandName: 'Retinova',
  /** Customer hotline (SPEC §9). */
  hotline: '400-100-3999',
  /** Hong Kong stock code (SPEC §9). */
  stockCode: '02251.HK',
  foundedYear: 2015,
  /**
   * Filing notices in the footer (required for sites hosted in mainland China). The company
   * replaces these with its own numbers.
   */
  icpFiling: { number: '京ICP备16012345号-1', url: 'https://beian.miit.gov.cn/' },
  psbFiling: {
    number: '京公网安备11010802012345号',
    url: 'https://beian.mps.gov.cn/#/query/webSearch?code=11010802012345',
  },
  social: {
    weibo: 'https://weibo.com/retinova',
    linkedin: 'https://www.linkedin.com/company/retinova',
  },
  /**
   * WeChat QR codes shown in the footer pop-up. Generated at build time (scripts/generate-qr.ts)
   * from the site's own URLs until the company supplies its video-account and official-account
   * codes: put those files in public/brand/ and point these paths at them.
   */
  qrCodes: {
    videoAccount: { src: '/generated/qr-video-account.svg', target: '/story' },
    officialAccount: { src: '/generated/qr-official-account.svg', target: '/company-news' },
  },
  logo: {
    /** For light backgrounds. */
    light: '/brand/logo.svg',
    /** For dark or image backgrounds (the transparent header over the Home hero). */
    dark: '/brand/logo-dark.svg',
    /** The mark alone, used where the header is narrow (768–1199 px). */
    mark: '/brand/mark.svg',
    /** Intrinsic size of the word-mark logos (the header scales them to 28 px high). */
    width: 266,
    height: 48,
  },
  /** Social-card image of pages without their own (og:image, twitter:image). */
  shareImage: '/generated/hero-desktop-1920.jpg',
  /** Name qiankun hosts register the micro-app under. */
  microAppName: 'retinova',
  /**
   * Base URL of images and videos. Empty means this site's own `/assets/...`; set
   * `VITE_ASSET_BASE_URL` at build time to serve media from the company's asset host.
   */
  // import.meta.env is undefined when Node scripts (build helpers) import this module.
  assetBaseUrl: (import.meta.env?.VITE_ASSET_BASE_URL as string | undefined) ?? '',
} as const;
