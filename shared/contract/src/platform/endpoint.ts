import type * as yup from 'yup';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: no token; optional: sent when present (store, article); required: member calls. */
export type Auth = 'none' | 'optional' | 'required';

/**
 * One API call of §7. `path` uses `{name}` placeholders; `body` is the yup schema both the
 * form and the server validate with. `raw` calls are not unwrapped (subscription pay,
 * cancel, update). `response` is the yup schema of the reply's payload (`return`), typed
 * against the response type; only calls that send a file instead of the envelope (a
 * passbook photo, a calendar file) have none. The phantom fields carry the body and
 * response types.
 */
export interface Endpoint<Body = unknown, Res = unknown> {
  method: Method;
  path: string;
  auth: Auth;
  body?: yup.AnyObjectSchema;
  multipart?: boolean;
  raw?: boolean;
  response?: yup.ISchema<Res>;
  summary: string;
  readonly __body?: Body;
  readonly __res?: Res;
}

type BodyOf<S> = S extends yup.AnyObjectSchema ? yup.InferType<S> : Record<string, unknown> | undefined;

interface Spec<S, Res> {
  method: Method;
  path: string;
  summary: string;
  auth?: Auth;
  body?: S;
  multipart?: boolean;
  raw?: boolean;
  response?: yup.ISchema<Res>;
}

/** `endpoint<Response>()({ method, path, ... })` — the response type is explicit, the body type comes from the schema. */
export function endpoint<Res = unknown>() {
  return <S extends yup.AnyObjectSchema | undefined = undefined>(spec: Spec<S, Res>): Endpoint<BodyOf<S>, Res> => ({
    ...spec,
    auth: spec.auth ?? 'none',
  });
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
