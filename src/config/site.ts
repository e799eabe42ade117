/**
 * Brand facts in one place (docs/design.md#visual-direction): the brand name, hotline, stock code,
 * filing numbers, social links, QR codes, logo and share image are content, edited in
 * src/content/site/facts.yml (one file for every language) and compiled into
 * src/content/generated/facts.ts.
 */
import { FACTS } from '../content/generated/facts';

export const SITE = {
  ...FACTS,
  /**
   * Base URL of images and videos. Empty means this site's own `/assets/...`; set
   * `VITE_ASSET_BASE_URL` at build time to serve media from the company's asset host.
   */
  // import.meta.env is undefined when Node scripts (build helpers) import this module.
  assetBaseUrl: (import.meta.env?.VITE_ASSET_BASE_URL as string | undefined) ?? '',
} as const;
