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
  /** Name qiankun hosts register the micro-app under. */
  microAppName: 'retinova',
  /**
   * Base URL of images and videos. Empty means this site's own `/assets/...`; set
   * `VITE_ASSET_BASE_URL` at build time to serve media from the company's asset host.
   */
  assetBaseUrl: (import.meta.env.VITE_ASSET_BASE_URL as string | undefined) ?? '',
} as const;
