/**
 * The site's pages that the API links to from outside the site (SMS, e-mail, notifications,
 * calendar files) are paths kept in each domain's links.ts and gathered as `sitePaths`
 * (../catalogue.ts), so a route moved in the shell is moved there and every text follows.
 * The API makes them absolute here, with its configured PUBLIC_ORIGIN, never with a
 * request's Host.
 */

/** An absolute link on the configured origin (no trailing slash on `origin`). */
export const siteLink = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;
