/**
 * The HTTP client every remote uses. It adds the §7 from-source header (0) and the bearer
 * token where the endpoint asks for one, sends JSON or multipart, and unwraps the envelope:
 * the payload on success, an ApiError with field errors otherwise.
 */
import { ApiError, unwrap } from './envelope';
import { buildPath, type Endpoint } from './endpoint';
import { messages } from './messages';

export const FROM_SOURCE_HEADER = 'From-Source';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions<Body> {
  params?: Record<string, string | number>;
  query?: Query;
  body?: Body | FormData;
  signal?: AbortSignal;
}

export interface ClientConfig {
  /** '' for same origin. */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  /** Called when a member call comes back 401 (§4: forces logout). */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

export function createClient(config: ClientConfig = {}) {
  const baseUrl = config.baseUrl ?? '';

  async function call<B, R>(ep: Endpoint<B, R>, options: CallOptions<B> = {}): Promise<R> {
    const headers: Record<string, string> = { [FROM_SOURCE_HEADER]: '0', Accept: 'application/json' };
    const token = ep.auth === 'none' ? null : config.getToken?.();
    if (ep.auth === 'required' && !token) {
      const error = new ApiError(401, 0, messages.pleaseLogin);
      config.onUnauthorized?.(error);
      throw error;
    }
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (ep.method === 'POST' || ep.method === 'PUT') {
      headers['Content-Type'] = 'application/json';
      body = '{}';
    }

    const url = buildUrl(baseUrl, buildPath(ep.path, options.params), options.query);
    const doFetch = config.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, { method: ep.method, headers, body, signal: options.signal, credentials: 'same-origin' });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError(0, 0, messages.serverBusy);
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (ep.raw && response.ok) return json as R;
    try {
      return unwrap<R>(response.status, json);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && ep.auth === 'required') config.onUnauthorized?.(error);
      throw error;
    }
  }

  return { call, baseUrl };
}

export type ApiClient = ReturnType<typeof createClient>;
