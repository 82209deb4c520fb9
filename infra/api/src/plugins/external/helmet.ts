/**
 * Security headers. The CSP allows exactly what the shell and remotes need: own scripts
 * (federated chunks load from this origin), inline styles (styled-components injects them),
 * images from data/blob URLs (previews, avatar crop) and the map tiles (MAP_TILE_URL's
 * origin), and connections to this origin (the API, the built-in real-time server) or the
 * configured real-time host.
 * The outside SDKs the browser loads (card fields, social login, captcha) add their origins
 * from configuration.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { RealtimeConfigReply } from '@joy/contract';

/**
 * Where the browser's real-time connection goes, for connect-src: nothing beyond 'self' for
 * the built-in server (the page's own origin, ws: or wss: alike); the configured host, or
 * Pusher Channels' hosts for the cluster (WebSocket, and the SockJS fallback).
 */
export function realtimeSources(settings: RealtimeConfigReply): string[] {
  if (settings.provider === 'builtin') return [];
  if (settings.ws_host) return [`${settings.force_tls === false ? 'ws' : 'wss'}://${settings.ws_host}${settings.ws_port ? `:${settings.ws_port}` : ''}`];
  return [`wss://ws-${settings.cluster}.pusher.com`, `https://sockjs-${settings.cluster}.pusher.com`];
}

export interface HelmetOptions {
  /** Origins beyond 'self' that scripts may connect to (realtimeSources). */
  connectSources?: string[];
  /** Where the store map's tiles come from beyond 'self' (config/map-tiles.ts mapTileSources). */
  tileSources?: string[];
  /** The card gateway's browser SDK: where its script, its card-field frames and its calls go (cardSdkSources). */
  cardSdk?: { script: string[]; frame: string[]; connect: string[] };
  /** The social login SDKs' origins (socialCspSources in lib/social-web.ts). */
  socialSdk?: { script: string[]; frame: string[]; connect: string[]; style: string[] };
  /**
   * Sign-in popups (GIS, FB.login, Sign in with Apple) answer through window.opener, which
   * COOP same-origin severs: same-origin-allow-popups keeps it for the windows we open.
   */
  signInPopups?: boolean;
  /** reCAPTCHA's scripts and frames (captchaCspSources in adapters/captcha.ts). */
  captchaSdk?: { script: string[]; frame: string[] };
}

const HSTS = 'max-age=31536000; includeSubDomains';

export default fp<HelmetOptions>(async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.cardSdk?.script ?? []), ...(opts.socialSdk?.script ?? []), ...(opts.captchaSdk?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...(opts.socialSdk?.style ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.tileSources ?? [])],
        // Not ws:/wss: at large: injected script could otherwise send data to any host.
        connectSrc: ["'self'", ...(opts.connectSources ?? []), ...(opts.cardSdk?.connect ?? []), ...(opts.socialSdk?.connect ?? [])],
        frameSrc: ["'self'", ...(opts.cardSdk?.frame ?? []), ...(opts.socialSdk?.frame ?? []), ...(opts.captchaSdk?.frame ?? [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The site is also shown inside the native app's webview and may embed remote images.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: opts.signInPopups ? 'same-origin-allow-popups' : 'same-origin' },
    // A shell on another origin (CDN deployments) may load remotes and pictures from here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Sent below, and only over TLS: on plain HTTP (development, the e2e run) it means nothing.
    strictTransportSecurity: false,
  });
  // A request came over TLS when it reached us so, or when the trusted proxy in front says so.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}, { name: 'helmet' });
