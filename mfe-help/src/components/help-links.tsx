import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CategorySlug, HelpArticle } from '../content/types';
import { HELP_BASE, rebase } from '../lib/help-path';

interface HelpBase {
  /** '/help', or the path up to and including `app-help` inside the native app. */
  base: string;
  inApp: boolean;
}

const HelpBaseContext = createContext<HelpBase>({ base: HELP_BASE, inApp: false });

export function HelpBaseProvider({ base, inApp, children }: HelpBase & { children: ReactNode }) {
  const value = useMemo(() => ({ base, inApp }), [base, inApp]);
  return <HelpBaseContext.Provider value={value}>{children}</HelpBaseContext.Provider>;
}

/** Hrefs inside help, built from the current base so app help never leaves app help. */
export function useHelpLinks() {
  const { base, inApp } = useContext(HelpBaseContext);
  return useMemo(
    () => ({
      base,
      inApp,
      home: base,
      category: (slug: CategorySlug) => `${base}/${slug}`,
      article: (article: HelpArticle) => `${base}/${article.category}/${article.id}`,
      rebase: (href: string) => rebase(href, base),
    }),
    [base, inApp],
  );
}
