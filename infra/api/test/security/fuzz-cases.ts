/**
 * Bad-input cases derived from the contract catalogue. For every endpoint the generator reads
 * the yup body schema (`describe()`), builds a plausible body from the field types and names,
 * then breaks it one way at a time: a field missing, null, of the wrong type, a huge, emoji,
 * full-width, control-character or SQL-ish string, negative, huge or non-finite numbers,
 * extra fields, a body that is not an object, malformed JSON, wrong content types, broken
 * multipart; path parameters get traversal, SQL-ish, out-of-range and badly encoded values,
 * queries huge and repeated values. A seeded PRNG picks the sample (`budget` bounds it), so a
 * run is reproducible from its seed.
 */
import type { AnyObjectSchema } from 'yup';
import { pathParams, type Auth, type Method } from '@joy/contract';
import { CONTENT_TYPES, MALFORMED_JSON, NASTY_NUMBERS, NASTY_STRINGS, NUMBER_LITERALS, PATH_VALUES, QUERY_VALUES, WRONG_TYPES } from './fuzz-values';

/** mulberry32: small, fast, good enough to pick cases reproducibly. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzTarget {
  key: string;
  method: Method;
  path: string;
  auth: Auth;
  body?: AnyObjectSchema;
  multipart?: boolean;
  raw?: boolean;
  /** Signed partner API call. */
  partner?: boolean;
}

export interface FuzzCase {
  target: FuzzTarget;
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** How many variants of each kind to draw (all of them when the list is shorter). */
export interface Budget {
  perField: number;
  perParam: number;
  perQuery: number;
  combos: number;
  /** Whole-body shapes, malformed JSON texts, content types (twice as many broken multiparts). */
  perShape: number;
}

interface FieldDescription {
  type: string;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
}

const FAR_DATE = '2031-03-14';

/** A plausible value per field name, so one broken field is judged with the others valid. */
const NAMED: Record<string, unknown> = {
  phone: '0912345678',
  receiver_phone: '0912345678',
  email: 'fuzz@example.com',
  name: '王小明',
  receiver: '王小明',
  password: 'secret123',
  password_confirmation: 'secret123',
  old_password: 'secret123',
  code: '123456',
  date: FAR_DATE,
  time: '12:00',
  title: '好吃',
  body: '很好吃的店',
  content: '想詢問合作方式',
  company: '樂享餐飲',
  receiver_address: '台北市信義區松高路 1 號',
  address: '台北市信義區松高路 1 號',
  socket_id: '123.456',
  channel_name: 'private-member-1',
  reply: '謝謝您的光臨',
  sub_score: [5, 4, 4, 3],
  score: 5,
  captcha: '',
  social_token: 'not-a-token',
  google_id: 'g-1',
  facebook_id: 'f-1',
  apple_id: 'a-1',
};

function testParam(d: FieldDescription, name: string): number | undefined {
  const found = d.tests?.find((t) => t.name === name)?.params?.[name];
  return typeof found === 'number' ? found : undefined;
}

/** A value the field's schema should accept. */
export function plausible(name: string, d: FieldDescription): unknown {
  if (name in NAMED) return NAMED[name];
  if (d.oneOf?.length) return d.oneOf.find((v) => v !== undefined && v !== null);
  switch (d.type) {
    case 'number':
      return Math.max(testParam(d, 'min') ?? 1, 1);
    case 'boolean':
      return true;
    case 'array': {
      const min = testParam(d, 'min') ?? 1;
      return Array.from({ length: Math.max(min, 1) }, () => plausible('', d.innerType ?? { type: 'mixed' }));
    }
    case 'object':
      return Object.fromEntries(Object.entries(d.fields ?? {}).map(([k, f]) => [k, plausible(k, f)]));
    case 'string':
      return 'abc';
    default:
      return 'x';
  }
}

export function plausibleBody(schema: AnyObjectSchema): Record<string, unknown> {
  return plausible('', schema.describe() as FieldDescription) as Record<string, unknown>;
}

const PARAM_PLAUSIBLE: Record<string, string> = { phone: '0912345678', provider: 'google', kind: 'feedback', date: FAR_DATE, num: '2', publicId: 'AAAAAAAAAAAAAAAAAAAAAA' };

/** Draws `n` items (all when fewer) in a seeded order. */
function sample<T>(rand: () => number, items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(n, copy.length));
}

export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? PARAM_PLAUSIBLE[key] ?? '1');
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A multipart body; lists become repeated fields. */
export function multipartBody(fields: Record<string, unknown>, files: { name: string; filename: string; type: string; data: Buffer }[] = [], boundary = 'fuzzBoundary7MA4YWxk'): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const value of Array.isArray(v) ? v : [v]) {
      const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text}\r\n`));
    }
  }
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const multipartType = (boundary = 'fuzzBoundary7MA4YWxk') => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

function malformedMultipart(base: Record<string, unknown>): [string, Record<string, string>, Buffer][] {
  const good = multipartBody(base);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
  const many: Record<string, string> = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, 'x']));
  const textFile = (name: string) => ({ name, filename: 'photo.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') });
  return [
    ['wrong boundary', multipartType('other'), good],
    ['truncated', multipartType(), good.subarray(0, Math.floor(good.length / 2))],
    ['no closing boundary', multipartType(), good.subarray(0, good.length - 24)],
    ['no parts', multipartType(), Buffer.from('--fuzzBoundary7MA4YWxk--\r\n')],
    ['garbage', multipartType(), Buffer.from('\u0000\u0001 not multipart at all')],
    ['part without disposition', multipartType(), Buffer.from('--fuzzBoundary7MA4YWxk\r\nContent-Type: text/plain\r\n\r\nx\r\n--fuzzBoundary7MA4YWxk--\r\n')],
    ['80 fields', multipartType(), multipartBody({ ...base, ...many })],
    ['2 MB text field', multipartType(), multipartBody({ ...base, name: 'a'.repeat(2 * 1024 * 1024) })],
    ['HTML as a PNG', multipartType(), multipartBody(base, [textFile('images[]'), textFile('avatar')])],
    ['SVG with script', multipartType(), multipartBody(base, [{ name: 'images[]', filename: 'x.svg', type: 'image/svg+xml', data: svg }, { name: 'avatar', filename: 'x.svg', type: 'image/svg+xml', data: svg }])],
    ['12 files', multipartType(), multipartBody(base, Array.from({ length: 12 }, () => textFile('images[]')))],
    ['traversal file name', multipartType(), multipartBody(base, [{ name: 'avatar', filename: '../../../etc/passwd\r\nX: y', type: 'image/png', data: Buffer.from('x') }])],
    ['file in a text field', multipartType(), multipartBody({}, [{ name: 'name', filename: 'n.txt', type: 'text/plain', data: Buffer.from('王小明') }])],
  ];
}

/** Every case for one endpoint. */
export function casesFor(target: FuzzTarget, rand: () => number, budget: Budget): FuzzCase[] {
  const out: FuzzCase[] = [];
  const url = fillPath(target.path);
  const add = (label: string, u: string, headers: Record<string, string>, payload?: string | Buffer) => out.push({ target, label, url: u, headers, payload });
  const hasBody = target.method !== 'GET' && target.method !== 'DELETE';

  // Path parameters, one at a time.
  for (const param of pathParams(target.path)) {
    for (const [label, value] of sample(rand, PATH_VALUES, budget.perParam)) add(`path ${param}: ${label}`, fillPath(target.path, { [param]: value }), {});
  }
  // Query strings (every call may be sent one).
  for (const [label, q] of sample(rand, QUERY_VALUES, budget.perQuery)) add(`query: ${label}`, `${url}?${q}`, {});

  if (!hasBody) return out;
  if (!target.body) {
    add('junk JSON body', url, JSON_TYPE, '{"a":[1,{"b":null}],"__x":"😀"}');
    add('malformed JSON', url, JSON_TYPE, '{"a":');
    return out;
  }

  const description = target.body.describe() as FieldDescription;
  const fields = description.fields ?? {};
  const base = plausibleBody(target.body);
  const send = (label: string, body: Record<string, unknown>) => {
    add(label, url, JSON_TYPE, JSON.stringify(body));
    if (target.multipart) add(`${label} (multipart)`, url, multipartType(), multipartBody(body));
  };

  send('plausible body', base);
  for (const [name, d] of Object.entries(fields)) {
    // Every way to break this field; the budget draws a sample of them.
    const { [name]: _dropped, ...without } = base;
    const variants: [string, Record<string, unknown>][] = [
      ['missing', without],
      ['null', { ...base, [name]: null }],
      ...(WRONG_TYPES[d.type] ?? WRONG_TYPES.mixed).map(([label, value]): [string, Record<string, unknown>] => [label, { ...base, [name]: value }]),
    ];
    if (d.type === 'string') variants.push(...NASTY_STRINGS.map(([label, value]): [string, Record<string, unknown>] => [label, { ...base, [name]: value }]));
    if (d.type === 'number') variants.push(...NASTY_NUMBERS.map(([label, value]): [string, Record<string, unknown>] => [label, { ...base, [name]: value }]));
    if (d.type === 'array' && d.innerType) {
      const inner = d.innerType;
      const items = inner.type === 'number' ? NASTY_NUMBERS : inner.type === 'string' ? NASTY_STRINGS : (WRONG_TYPES[inner.type] ?? WRONG_TYPES.mixed);
      variants.push(...items.map(([label, value]): [string, Record<string, unknown>] => [`item ${label}`, { ...base, [name]: [value] }]));
    }
    for (const [label, body] of sample(rand, variants, budget.perField)) send(`${name}: ${label}`, body);
    if (d.type === 'number') {
      for (const literal of sample(rand, NUMBER_LITERALS, 1)) {
        add(`${name}: literal ${literal}`, url, JSON_TYPE, JSON.stringify({ ...base, [name]: 0 }).replace(`"${name}":0`, `"${name}":${literal}`));
      }
    }
  }

  // Several fields broken at once.
  const pool: unknown[] = [...NASTY_STRINGS.map(([, v]) => v), ...NASTY_NUMBERS.map(([, v]) => v), null, {}, [], true];
  const names = Object.keys(fields);
  for (let i = 0; i < budget.combos && names.length; i += 1) {
    const broken = { ...base };
    for (const name of sample(rand, names, 1 + Math.floor(rand() * names.length))) broken[name] = pool[Math.floor(rand() * pool.length)];
    send(`combination #${i + 1}`, broken);
  }

  send('extra fields', { ...base, is_admin: true, member_id: 1, status: 7, role: 'staff', id: 1 });
  const wholeBodies: [string, unknown][] = [['array', [base]], ['string', 'body'], ['number', 42], ['null', null], ['empty object', {}]];
  for (const [label, value] of sample(rand, wholeBodies, budget.perShape)) {
    add(`body is ${label}`, url, JSON_TYPE, JSON.stringify(value));
  }
  for (const [label, text] of sample(rand, MALFORMED_JSON, budget.perShape)) add(`malformed JSON: ${label}`, url, JSON_TYPE, text);
  if (rand() < budget.perShape / 5) add('invalid UTF-8', url, JSON_TYPE, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]));
  for (const [label, type, text] of sample(rand, CONTENT_TYPES, budget.perShape)) add(`content type: ${label}`, url, { 'content-type': type }, text);
  add('no content type', url, {}, JSON.stringify(base));
  if (rand() < budget.perShape / 5) add('2 MB JSON', url, JSON_TYPE, JSON.stringify({ ...base, pad: 'x'.repeat(2 * 1024 * 1024) }));
  if (target.multipart) for (const [label, headers, payload] of sample(rand, malformedMultipart(base), budget.perShape * 2)) add(`multipart: ${label}`, url, headers, payload);
  return out;
}
