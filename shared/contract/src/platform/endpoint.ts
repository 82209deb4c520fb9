import type * as yup from 'yup';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: no token; optional: sent when present (store, article); required: member calls. */
export type Auth = 'none' | 'optional' | 'required';

/**
 * One API call of §7: what the browser needs to make it (method, `path` with `{name}`
 * placeholders, auth; `raw` calls are not unwrapped — subscription pay, cancel, update). The
 * phantom fields carry the body and response types.
 *
 * What the API validates and documents with — the summary, `body` (the yup schema the form and
 * the server validate with) and `response` (the reply's payload schema; only calls that send a
 * file instead of the envelope have none) — is each domain's `*-specs.ts`, joined to the
 * routes by `specs()` in the package's Node entry (src/index.ts). The browser's entry
 * (src/browser.ts) has the routes alone: no schema is built, and yup is not loaded, to start
 * a page.
 */
export interface Endpoint<Body = unknown, Res = unknown> {
  method: Method;
  path: string;
  auth: Auth;
  multipart?: boolean;
  raw?: boolean;
  /** The spec's parts: present in the Node entry, absent in the browser's. */
  body?: yup.AnyObjectSchema;
  response?: yup.ISchema<Res>;
  summary?: string;
  readonly __body?: Body;
  readonly __res?: Res;
}

type BodyOf<S> = S extends yup.AnyObjectSchema ? yup.InferType<S> : Record<string, unknown> | undefined;

interface Route {
  method: Method;
  path: string;
  auth?: Auth;
  multipart?: boolean;
  raw?: boolean;
}

interface Spec<S, Res> extends Route {
  summary: string;
  body?: S;
  response?: yup.ISchema<Res>;
}

/**
 * `endpoint<Response, typeof bodySchema>()({ method, path, auth })`: a route, typed by its
 * reply and by the type of its body schema (a type import: the schema itself is not loaded).
 * A catalogue only the API loads (the partner API) may give its spec in the same call.
 */
export function endpoint<Res = unknown, B extends yup.AnyObjectSchema | undefined = undefined>() {
  return <S extends yup.AnyObjectSchema | undefined = B>(spec: Route | Spec<S, Res>): Endpoint<BodyOf<S>, Res> => ({
    ...spec,
    auth: spec.auth ?? 'none',
  });
}

/** What the API knows of a route beyond the route: its summary and schemas, typed by the route. */
export type SpecOf<E> =
  E extends Endpoint<infer B, infer R> ? { summary: string; body?: yup.ISchema<B> & yup.AnyObjectSchema; response?: yup.ISchema<R> } : never;

/** A catalogue's routes joined to their specs, entry by entry (every route has one). */
export function specs<C extends Record<string, Pick<Endpoint, 'method' | 'path'>>>(catalogue: C, parts: { [K in keyof C]: SpecOf<C[K]> }): C {
  const joined: Record<string, unknown> = {};
  for (const key of Object.keys(catalogue)) joined[key] = { ...catalogue[key], ...parts[key] };
  return joined as C;
}

export type BodyOfEndpoint<E> = E extends Endpoint<infer B, unknown> ? B : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer R> ? R : never;

/** Names of `{placeholders}` in a path template. */
export function pathParams(path: string): string[] {
  return Array.from(path.matchAll(/\{(\w+)\}/g), (m) => m[1]);
}

/** Fills a path template; every placeholder must be given and is URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The Fastify route form of a template: `/v2/store/{id}` → `/v2/store/:id`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
