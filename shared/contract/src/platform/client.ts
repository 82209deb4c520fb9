/**
 * The HTTP client every remote uses. It adds the §7 from-source header (0) and the bearer
 * token where the endpoint asks for one, sends JSON or multipart, and unwraps the envelope:
 * the payload on success, an ApiError with field errors otherwise.
 */
import { ApiError, unwrap } from './envelope';
import { buildPath, type Endpoint } from './endpoint';
import { platformTexts } from './messages';

export const FROM_SOURCE_HEADER = 'From-Source';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions<Body> {
  params?: Record<string, string | number>;
  query?: Query;
  body?: Body | FormData;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1; sends through XMLHttpRequest, which reports it (fetch does not). */
  onUploadProgress?: (fraction: number) => void;
}

interface Sent {
  status: number;
  text: string;
}

/** A request through XMLHttpRequest, for uploads that show a progress bar. */
function sendWithProgress(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [key, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

async function send(url: string, init: RequestInit, options: { fetch?: typeof fetch; onUploadProgress?: (f: number) => void }): Promise<Sent> {
  if (options.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return sendWithProgress(url, init, options.onUploadProgress);
  const response = await (options.fetch ?? fetch)(url, init);
  return { status: response.status, text: await response.text().catch(() => '') };
}

export interface ClientConfig {
  /** '' for same origin. */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  /** Called when a member call comes back 401 (§4: forces logout). */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /**
   * Replies the page's HTML already carries (its first view's GET calls, made by the server for
   * a diner without a token), by `initialReplyKey`: a call without a token takes its reply from
   * here once instead of asking the network.
   */
  initialReplies?: () => Map<string, string> | null | undefined;
}

/**
 * How a reply carried in the page is named: the method and the URL as the client builds it,
 * and for a POST (a search) its JSON body too.
 */
export const initialReplyKey = (method: string, url: string, body?: string): string => (body === undefined ? `${method} ${url}` : `${method} ${url} ${body}`);

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
      const error = new ApiError(401, 0, platformTexts.pleaseLogin);
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
    let response: Sent | undefined;
    // A POST is taken from the page only when the page carried that very search (URL and body).
    if (!token && (ep.method === 'GET' || (ep.method === 'POST' && typeof body === 'string'))) {
      const replies = config.initialReplies?.();
      const key = ep.method === 'GET' ? initialReplyKey(ep.method, url) : initialReplyKey(ep.method, url, body as string);
      const text = replies?.get(key);
      if (text !== undefined) {
        replies?.delete(key);
        response = { status: 200, text };
      }
    }
    try {
      response ??= await send(
        url,
        { method: ep.method, headers, body, signal: options.signal, credentials: 'same-origin' },
        { fetch: config.fetch, onUploadProgress: options.onUploadProgress },
      );
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new ApiError(0, 0, platformTexts.serverBusy);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(response.text);
    } catch {
      json = null;
    }
    if (ep.raw && response.status >= 200 && response.status < 300) return json as R;
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
