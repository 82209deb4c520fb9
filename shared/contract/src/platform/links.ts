/**
 * The site's pages that the API links to from outside the site (SMS, e-mail, notifications,
 * calendar files): one place for their paths, so a route moved in the shell is moved here
 * and every text follows. Paths only; the API makes them absolute with its configured
 * PUBLIC_ORIGIN, never with a request's Host.
 */

/** An absolute link on the configured origin (no trailing slash on `origin`). */
export const siteLink = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;
