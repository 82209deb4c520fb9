/**
 * The package's catalogues, assembled from the domains' parts: every §7 call (`endpoints`;
 * the waitlist and calendar calls and the partner API keep catalogues of their own), every
 * user-facing text (`messages`) and the site's pages the API links to (`sitePaths`). The
 * client calls by key and the API registers its routes by key, so a path or payload exists
 * exactly once. Paths §7 leaves open are chosen in the parts (logout, avatar, activate plan).
 */
import { authEndpoints } from './auth/endpoints';
import { authTexts } from './auth/messages';
import { coinEndpoints } from './coins/endpoints';
import { coinTexts } from './coins/messages';
import { contentEndpoints } from './content/endpoints';
import { dealerEndpoints } from './dealers/endpoints';
import { memberEndpoints } from './members/endpoints';
import { memberPaths } from './members/links';
import { memberTexts } from './members/messages';
import { orderEndpoints } from './orders/endpoints';
import { noShowEndpoints } from './orders/no-show-endpoints';
import { orderPaths } from './orders/links';
import { orderTexts } from './orders/messages';
import { platformEndpoints } from './platform/endpoints';
import { platformTexts } from './platform/messages';
import { realtimeEndpoints } from './realtime/endpoints';
import { storeEndpoints } from './stores/endpoints';
import { storeTexts } from './stores/messages';

export const endpoints = {
  ...authEndpoints,
  ...contentEndpoints,
  ...storeEndpoints,
  ...orderEndpoints,
  ...noShowEndpoints,
  ...memberEndpoints,
  ...coinEndpoints,
  ...dealerEndpoints,
  ...realtimeEndpoints,
  ...platformEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The §8 message catalogue: every user-facing error and success text, once. */
export const messages = {
  ...authTexts,
  ...storeTexts,
  ...orderTexts,
  ...memberTexts,
  ...coinTexts,
  ...platformTexts,
} as const;

export type MessageKey = keyof typeof messages;

/** Success texts that show the success icon, and failures that show the failure icon (§8). */
export const successIconMessages: readonly string[] = [messages.loginSuccess, messages.setSuccess];
export const failureIconMessages: readonly string[] = [messages.loginFailed, messages.operationFailed];

/**
 * The site's pages that the API links to from outside the site (SMS, e-mail, notifications,
 * calendar files), each kept in its domain's links.ts; siteLink (platform/links.ts) makes them
 * absolute with the configured PUBLIC_ORIGIN.
 */
export const sitePaths = { ...orderPaths, ...memberPaths } as const;
