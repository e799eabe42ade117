import { createContext, type ReactNode, useContext } from 'react';
import type { SiteContent } from '../content/types';
import type { Locale } from '../i18n/locales';

export interface SiteContextValue {
  locale: Locale;
  site: SiteContent;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/** Provides the page language and its shared content to the whole tree. */
export function SiteProvider({
  value,
  children,
}: {
  value: SiteContextValue;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The current language and its shared content. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() must be used inside <SiteProvider>');
  return value;
}
