import { aboutAngle } from './about-angle';
import { aboutJcoin } from './about-jcoin';
import { aboutMember } from './about-member';
import { aboutPayment } from './about-payment';
import { aboutReservation } from './about-reservation';
import { aboutUs } from './about-us';
import type { HelpArticle, HelpCategory } from './types';

/** The help centre's categories, in the order a diner most often needs them. */
export const categories: readonly HelpCategory[] = [aboutReservation, aboutPayment, aboutJcoin, aboutMember, aboutAngle, aboutUs];

export const allArticles: readonly HelpArticle[] = categories.flatMap((category) => category.articles);

export type PlatformTab = 'app' | 'web';

export const findCategory = (slug: string) => categories.find((category) => category.slug === slug);

export const findArticle = (id: string) => allArticles.find((article) => article.id === id);

/** An article shows under a tab when it applies to both or to that platform. */
export const appliesTo = (article: HelpArticle, tab: PlatformTab) => article.platform === 'both' || article.platform === tab;

/** The articles before and after this one inside its category, for the next/prev links. */
export function neighbours(article: HelpArticle): { prev?: HelpArticle; next?: HelpArticle } {
  const list = findCategory(article.category)?.articles ?? [];
  const index = list.findIndex((a) => a.id === article.id);
  return { prev: index > 0 ? list[index - 1] : undefined, next: index >= 0 ? list[index + 1] : undefined };
}
