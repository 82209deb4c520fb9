/**
 * Social login on the web: what each button's SDK is set up with (GET /v2/oauth/social-config)
 * and the origins the Content-Security-Policy opens for those SDKs. With SOCIAL_MODE=local the
 * scripts are the local identity provider's (routes/dev-idp.ts), same surface, same origin.
 */
import type { SocialConfigReply } from '@joy/contract';
import { FACEBOOK_API_VERSION, SOCIAL_PROVIDERS, type Config, type SocialConfig } from '../config/env';
import { localAudience } from '../adapters/social-identity';

/** The local identity provider's stand-ins for GIS, the Facebook SDK and Sign in with Apple JS. */
export const LOCAL_SDK_PATHS = {
  google: '/dev/idp/google/gsi/client.js',
  facebook: '/dev/idp/facebook/sdk.js',
  apple: '/dev/idp/apple/appleid.auth.js',
} as const;

export function socialWebConfig(config: Pick<Config, 'social' | 'publicOrigin'>): SocialConfigReply {
  const { social } = config;
  if (social.mode === 'local') {
    const sdk = (p: keyof typeof LOCAL_SDK_PATHS) => ({ script_url: LOCAL_SDK_PATHS[p], client_id: localAudience(p), redirect_uri: null, version: null });
    return {
      mode: 'local',
      client_ids: {},
      web: {
        google: sdk('google'),
        facebook: { ...sdk('facebook'), version: FACEBOOK_API_VERSION },
        apple: { ...sdk('apple'), redirect_uri: `${config.publicOrigin}/` },
      },
    };
  }
  const { google, facebook, apple } = social.providers;
  return {
    mode: 'jwks',
    client_ids: Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, social.providers[p].clientId])),
    web: {
      google: { script_url: google.scriptUrl, client_id: google.webClientId, redirect_uri: null, version: null },
      // Without the app secret a web access token cannot be checked: Facebook stays in the app.
      facebook: social.facebookGraph.appSecret
        ? { script_url: facebook.scriptUrl, client_id: facebook.webClientId, redirect_uri: null, version: social.facebookGraph.version }
        : null,
      apple: { script_url: apple.scriptUrl, client_id: apple.webClientId, redirect_uri: social.appleRedirectUri ?? `${config.publicOrigin}/`, version: null },
    },
  };
}

export interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The origins the SDKs need beyond 'self': each configured script's own origin (a stand-in's
 * too, for its scripts and calls), and what the real SDKs open from there — GIS's button frame,
 * styles and FedCM calls on accounts.google.com, the Facebook SDK's frames and Graph calls,
 * Apple's sign-in frame.
 */
export function socialCspSources(social: SocialConfig): CspSources {
  if (social.mode === 'local') return { script: [], frame: [], connect: [], style: [] };
  const { google, facebook, apple } = social.providers;
  const gis = originOf(google.scriptUrl);
  const withFacebook = social.facebookGraph.appSecret !== null;
  const unique = (list: string[]) => [...new Set(list)];
  const script = unique([gis, ...(withFacebook ? [originOf(facebook.scriptUrl)] : []), originOf(apple.scriptUrl)]);
  return {
    script,
    frame: unique([gis, ...(withFacebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : []), 'https://appleid.apple.com']),
    // FB.api calls the Graph API from the browser; a stand-in SDK talks to its own origin.
    connect: unique([...script, ...(withFacebook ? ['https://graph.facebook.com'] : [])]),
    style: [gis],
  };
}
