/**
 * The store map's tiles (MAP_TILE_*), read for config/env.ts. The browser builds its Leaflet
 * tile layer from GET /v2/map/config whatever the source, so development and production run
 * the same code: by default the URL is the API's own plain tiles (LOCAL_TILE_URL, drawn by
 * lib/local-tiles.ts), which need nothing outside the machine; production names a provider.
 */

type Env = Record<string, string | undefined>;

export interface MapTilesConfig {
  /** Leaflet URL template: `{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`; MAP_TILE_API_KEY is already in place of `{key}`. */
  url: string;
  /** The provider's credit line (HTML: text, entities and https links only). */
  attribution: string;
  /** What `{s}` takes, in turn (MAP_TILE_SUBDOMAINS: `abc` or `a,b,c`). */
  subdomains: string[];
  /** The deepest zoom the provider serves (MAP_TILE_MAX_ZOOM). */
  maxZoom: number;
  /** The API's own tiles (MAP_TILE_URL unset). */
  local: boolean;
}

/** The API's own tiles (routes/v2/store/map.ts): same origin, so the CSP needs nothing more. */
export const LOCAL_TILE_URL = '/v2/map/tiles/{z}/{x}/{y}.png';
export const LOCAL_TILE_ATTRIBUTION = '樂享示意底圖（非實際街道）';
export const DEFAULT_MAX_ZOOM = 19;

/** Placeholders Leaflet fills in by itself; `{key}` is ours, filled in here. */
const PLACEHOLDERS = ['{z}', '{x}', '{y}', '{s}', '{r}', '{key}'];

/** `<a href="https://…">` (with target or rel), `</a>`, and text without other markup. */
const ATTRIBUTION_LINK = /<a\s+href="https:\/\/[^"<>\s]+"(?:\s+(?:target|rel)="[^"<>]*")*\s*>|<\/a>/gi;

export function isSafeAttribution(html: string): boolean {
  return !/[<>]/.test(html.replace(ATTRIBUTION_LINK, ''));
}

function subdomainsOf(raw: string): string[] {
  return (raw.includes(',') ? raw.split(',') : [...raw]).map((s) => s.trim()).filter(Boolean);
}

/** The template with sample values, for parsing as a URL (braces are not allowed in a host). */
const sample = (template: string) => template.replace(/\{(z|x|y)\}/g, '0').replace(/\{s\}/g, 'a').replace(/\{r\}/g, '').replace(/\{key\}/g, 'k');

export function loadMapTiles(env: Env, problems: string[]): MapTilesConfig {
  const value = (key: string) => env[key]?.trim() || undefined;
  const template = value('MAP_TILE_URL');
  const apiKey = value('MAP_TILE_API_KEY');
  const attribution = value('MAP_TILE_ATTRIBUTION');
  const subdomains = subdomainsOf(value('MAP_TILE_SUBDOMAINS') ?? 'abc');

  let maxZoom = DEFAULT_MAX_ZOOM;
  const zoom = value('MAP_TILE_MAX_ZOOM');
  if (zoom !== undefined) {
    if (/^\d+$/.test(zoom) && Number(zoom) >= 1 && Number(zoom) <= 22) maxZoom = Number(zoom);
    else problems.push(`MAP_TILE_MAX_ZOOM must be an integer from 1 to 22 (got "${zoom}")`);
  }
  if (attribution !== undefined && !isSafeAttribution(attribution)) {
    problems.push('MAP_TILE_ATTRIBUTION may hold text, entities and <a href="https://…"> links only');
  }

  if (template === undefined) {
    if (apiKey !== undefined) problems.push('MAP_TILE_API_KEY is set but MAP_TILE_URL is not (the key goes in place of its {key})');
    return { url: LOCAL_TILE_URL, attribution: attribution ?? LOCAL_TILE_ATTRIBUTION, subdomains, maxZoom, local: true };
  }

  for (const part of ['{z}', '{x}', '{y}']) {
    if (!template.includes(part)) problems.push(`MAP_TILE_URL must hold ${part} (a template such as https://tiles.example.com/{z}/{x}/{y}.png)`);
  }
  const unknown = (template.match(/\{[^}]*\}/g) ?? []).filter((p) => !PLACEHOLDERS.includes(p));
  if (unknown.length) problems.push(`MAP_TILE_URL holds ${unknown.join(', ')}; the placeholders are {z} {x} {y} {s} {r} {key}`);
  if (!template.startsWith('/')) {
    try {
      const { protocol } = new URL(sample(template));
      if (protocol !== 'https:' && protocol !== 'http:') problems.push(`MAP_TILE_URL must use https: or http: (got "${protocol}")`);
    } catch {
      problems.push('MAP_TILE_URL is not a valid URL template (an https URL, or a path on this site such as /tiles/{z}/{x}/{y}.png)');
    }
  }
  const needsKey = template.includes('{key}');
  if (needsKey && apiKey === undefined) problems.push('MAP_TILE_API_KEY is required when MAP_TILE_URL holds {key}');
  if (!needsKey && apiKey !== undefined) problems.push('MAP_TILE_API_KEY is set but MAP_TILE_URL holds no {key} to put it in');
  if (template.includes('{s}') && subdomains.length === 0) problems.push('MAP_TILE_SUBDOMAINS must name at least one subdomain when MAP_TILE_URL holds {s}');
  if (attribution === undefined) problems.push('MAP_TILE_ATTRIBUTION is required when MAP_TILE_URL is set (the tile provider\'s terms ask for its credit line)');

  return {
    url: needsKey && apiKey !== undefined ? template.replace(/\{key\}/g, encodeURIComponent(apiKey)) : template,
    attribution: attribution ?? '',
    subdomains,
    maxZoom,
    local: false,
  };
}

/** 127.0.0.0/8, ::1 or localhost (hostname as URL gives it: IPv6 in brackets). */
const isLoopbackHost = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** What a production process must not start with: placeholder tiles, OpenStreetMap's own servers, plain HTTP beyond loopback. */
export function mapTileProductionProblems(tiles: MapTilesConfig): string[] {
  if (tiles.local) return ['MAP_TILE_URL is not set: the store map shows the API\'s plain placeholder tiles; set a tile provider\'s URL in production'];
  const out: string[] = [];
  let host = '';
  try {
    host = tiles.url.startsWith('/') ? '' : new URL(sample(tiles.url)).hostname;
  } catch {
    return out;
  }
  if (host === 'tile.openstreetmap.org' || host.endsWith('.tile.openstreetmap.org')) {
    out.push('MAP_TILE_URL points at tile.openstreetmap.org, whose tile usage policy forbids an app\'s traffic; use a tile provider (infra/api/README.md, Map tiles)');
  }
  // Loopback only: a tile server on this machine, as the production-mode end-to-end run has.
  if (tiles.url.startsWith('http:') && !isLoopbackHost(host)) out.push('MAP_TILE_URL must use https in production (a page on https cannot show http tiles; plain http only from a loopback address: 127.0.0.1 or localhost)');
  return out;
}

/** The tiles' origin for the CSP's img-src (`{s}` becomes `*`); none for a path on this site ('self'). */
export function mapTileSources(tiles: Pick<MapTilesConfig, 'url'>): string[] {
  const match = /^(https?:\/\/[^/?#]+)/.exec(tiles.url);
  // A subdomain label such as {s} or tile-{s} becomes the wildcard label *.
  return match ? [match[1].replace(/\/\/[^./]*\{s\}[^./]*\./, '//*.')] : [];
}
