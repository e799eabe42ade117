/**
 * The site's three languages by their URL codes, the default first: their one list. The site
 * (src/i18n/locales.ts), the alerts and the editor's words read it here, as shared/ does not
 * import src/.
 */
export const SITE_LOCALES = ['zh-hans', 'zh-hant', 'en'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
