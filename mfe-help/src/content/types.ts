/**
 * Help content is data: one file per category, each article written in a tiny markup
 * (see lib/markup.ts): blank lines separate blocks; `## ` starts a
 * sub-heading, `- ` a bullet, `1. ` a numbered step; `**bold**` and `[text](/path)` inline.
 */
export type Platform = 'both' | 'app' | 'web';

export type CategorySlug = 'about-angle' | 'about-jcoin' | 'about-member' | 'about-payment' | 'about-reservation' | 'about-us';

export interface HelpArticle {
  /** As the §2 sub-page is named: 'e-1', 'privacy-policy'. */
  id: string;
  category: CategorySlug;
  title: string;
  body: string;
  /** Where the answer applies; the App / 網頁 tabs filter on it. */
  platform: Platform;
  /** Listed under 常見問題 on the help centre home. */
  common?: boolean;
}

export interface HelpCategory {
  slug: CategorySlug;
  title: string;
  summary: string;
  articles: readonly HelpArticle[];
}
