/**
 * The titles of the pages named by their content: the page server writes them into the HTML
 * (what a link shared in LINE or Facebook shows) and the page sets the same once its data is in,
 * so the tab, the history list and a bookmark name the store or the article, not only the kind
 * of page.
 */
export const SITE_NAME = '樂享';

export const storePageTitle = (name: string): string => `${name}｜${SITE_NAME}線上訂位`;
export const articlePageTitle = (title: string): string => `${title}｜${SITE_NAME}美食專欄`;
