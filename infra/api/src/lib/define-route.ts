/**
 * The only way routes are declared: straight from a catalogue entry of @joy/contract.
 * Method and path come from the entry; the entry's `auth` is enforced (bearer token →
 * `member`; 'required' without a valid token → 401 請登入或是登入失敗); the body — JSON, or
 * the fields of a multipart entry, whose files arrive in `files` — is validated with the
 * entry's yup schema (field errors → 422); the handler's result, typed by the entry's
 * response type, is wrapped in the §7 envelope. A path or payload shape exists exactly once.
 * With `config.checkReplies` (CHECK_REPLIES, on in every API test) the result is also checked
 * against the entry's response schema, strictly (unknown keys too): a reply that drifted
 * from its contract answers 500 instead of reaching a client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, ok, replyProblems, toRoutePath, validate, type BodyOfEndpoint, type Endpoint, type FieldErrors, type ResponseOf } from '@joy/contract';
import type { Member } from '../db/rows';
import { ApiFailure, validationFailure, WRONG_FORMAT } from './api-error';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface RouteRequest<E> {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** The validated body (defaults applied, unknown keys dropped) or undefined without a schema. */
  body: BodyOfEndpoint<E>;
  /** Files of a multipart entry, by field name (the first file of each field). */
  files: Record<string, UploadedFile>;
  /** Every file of each multipart field, by name without a trailing `[]` (images[] → images). */
  fileLists: Record<string, UploadedFile[]>;
  /** The authenticated member for 'required' / 'optional' entries (null when anonymous). */
  member: Member | null;
  raw: FastifyRequest;
}

export type RouteHandler<E> = (req: RouteRequest<E>, reply: FastifyReply) => Promise<ResponseOf<E>>;

export interface RouteOptions {
  /** Success text for the envelope's msg (e.g. 已送出申請); default 'success'. */
  message?: string;
  /** Replaces the member bearer check (e.g. the staff token); throw an ApiFailure to refuse. */
  authorize?: (request: FastifyRequest) => Promise<void>;
  /** Limits of a multipart entry's files (default: avatars, 5 MB each). */
  upload?: UploadLimits;
  /** The handler sends its own reply (a picture, a file) instead of the envelope. */
  ownReply?: boolean;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** The field the size and count errors are reported under. */
  field: string;
  tooLarge: string;
  tooMany: string;
}

/** Largest accepted upload (avatars, comment photos). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '檔案過大，請上傳 5 MB 以內的圖片';

const AVATAR_LIMITS: UploadLimits = { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 10, field: 'avatar', tooLarge: UPLOAD_TOO_LARGE, tooMany: UPLOAD_TOO_LARGE };

interface MultipartInput {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  fileLists: Record<string, UploadedFile[]>;
}

export const NO_STORE = 'no-store';

export const unauthorized = () => new ApiFailure(401, messages.pleaseLogin);

/** The member of a 'required' route (defineRoute already refused anonymous calls). */
export function memberOf(req: RouteRequest<unknown>): Member {
  if (!req.member) throw unauthorized();
  return req.member;
}

/** A repeated field (or one named `x[]`) becomes a list under `x`; a single one stays a string. */
async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<MultipartInput> {
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, UploadedFile> = {};
  const fileLists: Record<string, UploadedFile[]> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 50 } })) {
      const listed = part.fieldname.endsWith('[]');
      const name = listed ? part.fieldname.slice(0, -2) : part.fieldname;
      if (part.type === 'file') {
        const file = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
        if (!(part.fieldname in files)) files[part.fieldname] = file;
        (fileLists[name] ??= []).push(file);
      } else {
        const value = String(part.value);
        const before = fields[name];
        fields[name] = before === undefined ? (listed ? [value] : value) : [...(Array.isArray(before) ? before : [before]), value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationFailure({ [limits.field]: limits.tooLarge });
    if (code === 'FST_FILES_LIMIT') throw validationFailure({ [limits.field]: limits.tooMany });
    // Anything else here is the body itself: no or a wrong boundary, truncated, too many parts.
    throw new ApiFailure(400, messages.validationFailed);
  }
  return { fields, files, fileLists };
}

/** Deeper than any body of the contract (partner slots: 3 levels); deeper input is refused unread. */
const MAX_BODY_DEPTH = 8;

function deeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; ; depth += 1) {
    const objects = level.filter((v): v is object => typeof v === 'object' && v !== null);
    if (!objects.length) return false;
    if (depth >= max) return true;
    level = objects.flatMap((o) => Object.values(o));
  }
}

const stringFields = new WeakMap<object, string[]>();
/** Names of the schema's top-level string fields (cached per schema). */
function stringFieldsOf(schema: NonNullable<Endpoint['body']>): string[] {
  let names = stringFields.get(schema);
  if (!names) {
    const fields = (schema.describe() as { fields?: Record<string, { type: string }> }).fields ?? {};
    names = Object.entries(fields).filter(([, d]) => d.type === 'string').map(([name]) => name);
    stringFields.set(schema, names);
  }
  return names;
}

/**
 * Refuses what the schema cannot judge safely before yup sees it: a body that is not an
 * object (yup would print it back, recursively), input nested deeper than any body of the
 * contract, and an object or a list where a text field is expected (yup's string transforms
 * such as trim() would throw on it instead of failing validation).
 */
export function checkShape(schema: NonNullable<Endpoint['body']>, input: unknown): void {
  if (input === undefined || input === null) return;
  if (typeof input !== 'object' || Array.isArray(input) || deeperThan(input, MAX_BODY_DEPTH)) throw new ApiFailure(422, messages.validationFailed);
  const fields: FieldErrors = {};
  for (const name of stringFieldsOf(schema)) {
    const value = (input as Record<string, unknown>)[name];
    if (typeof value === 'object' && value !== null) fields[name] = WRONG_FORMAT;
  }
  if (Object.keys(fields).length) throw validationFailure(fields);
}

/**
 * The query as the handlers' type promises it: one string per key. A repeated key
 * (`?slug=a&slug=b`) arrives as a list, which no handler expects: it counts as absent.
 */
function singleValues(query: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Thrown when a reply breaks its response schema: a bug of the API, so a 500 whose details stay in the log. */
export class ReplyMismatch extends Error {
  constructor(
    readonly route: string,
    readonly problems: string[],
  ) {
    super(`the reply of ${route} does not match its response schema:\n  ${problems.join('\n  ')}`);
    this.name = 'ReplyMismatch';
  }
}

/** The reply checked against the entry's response schema (calls that send a file have none). */
export async function checkReply(endpoint: Endpoint, data: unknown): Promise<void> {
  if (!endpoint.response) return;
  const problems = await replyProblems(endpoint.response, data);
  if (problems.length) throw new ReplyMismatch(`${endpoint.method} ${endpoint.path}`, problems);
}

export function defineRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void {
  app.route({
    method: endpoint.method,
    url: toRoutePath(endpoint.path),
    handler: async (request, reply) => {
      // A reply for a member, a partner or staff, and any write (logins carry a token), is
      // nobody's to keep: not the browser's cache, not a proxy's. Public reads may be cached.
      if (endpoint.method !== 'GET' || endpoint.auth === 'required' || options.authorize) reply.header('Cache-Control', NO_STORE);
      let member: Member | null = null;
      if (options.authorize) await options.authorize(request);
      else if (endpoint.auth !== 'none') {
        member = await app.authenticate(request);
        if (!member && endpoint.auth === 'required') throw unauthorized();
        if (member) reply.header('Cache-Control', NO_STORE);
      }

      let input: unknown = request.body;
      let files: Record<string, UploadedFile> = {};
      let fileLists: Record<string, UploadedFile[]> = {};
      if (endpoint.multipart && request.isMultipart()) ({ fields: input, files, fileLists } = await readMultipart(request, options.upload ?? AVATAR_LIMITS));

      let body: unknown = undefined;
      if (endpoint.body) {
        checkShape(endpoint.body, input);
        const result = await validate(endpoint.body, input);
        if (!result.ok) throw validationFailure(result.errors);
        body = result.value;
      }
      const data = await handler(
        {
          params: request.params as Record<string, string>,
          query: singleValues(request.query),
          body: body as BodyOfEndpoint<E>,
          files,
          fileLists,
          member,
          raw: request,
        },
        reply,
      );
      if (options.ownReply) return reply;
      if (app.config.checkReplies) {
        try {
          await checkReply(endpoint, data);
        } catch (error) {
          // Tests run with silent logs: the mismatch is printed too, so the failing test says why.
          if (error instanceof ReplyMismatch) console.error(error.message);
          throw error;
        }
      }
      return ok(data, options.message);
    },
  });
}
