/**
 * yup `schema.describe()` → JSON Schema (2020-12, as OpenAPI 3.1 uses). Covers what the
 * contract's schemas use: objects, arrays, strings (min/max/matches/email), numbers
 * (integer/min/max), booleans, tuples, oneOf enums, nullable, required and defaults. Custom tests
 * (e.g. "equals password") have no JSON Schema form and are left to the description.
 */
import type { SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';

export type JsonSchema = { [key: string]: unknown };

const isPrimitive = (v: unknown): v is string | number | boolean | null =>
  v === null || ['string', 'number', 'boolean'].includes(typeof v);

function isFull(d: SchemaFieldDescription): d is SchemaDescription {
  return 'tests' in d && Array.isArray(d.tests);
}

function applyTests(d: SchemaDescription, out: JsonSchema): void {
  for (const test of d.tests) {
    const p = test.params ?? {};
    if (test.name === 'integer') out.type = 'integer';
    else if (test.name === 'email') out.format = 'email';
    else if (test.name === 'matches' && p.regex instanceof RegExp) out.pattern = p.regex.source;
    else if (test.name === 'min' && typeof p.min === 'number') out[d.type === 'string' ? 'minLength' : d.type === 'array' ? 'minItems' : 'minimum'] = p.min;
    else if (test.name === 'max' && typeof p.max === 'number') out[d.type === 'string' ? 'maxLength' : d.type === 'array' ? 'maxItems' : 'maximum'] = p.max;
  }
}

export function toJsonSchema(d: SchemaFieldDescription): JsonSchema {
  if (!isFull(d)) return {};
  const out: JsonSchema = {};

  if (d.type === 'object' && 'fields' in d) {
    const fields = (d as SchemaObjectDescription).fields;
    out.type = 'object';
    out.properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, toJsonSchema(f)]));
    const required = Object.entries(fields)
      .filter(([, f]) => isFull(f) && !f.optional)
      .map(([k]) => k);
    if (required.length) out.required = required;
  } else if (d.type === 'array') {
    out.type = 'array';
    const inner = (d as SchemaInnerTypeDescription).innerType;
    if (inner && !Array.isArray(inner)) out.items = toJsonSchema(inner);
  } else if (d.type === 'tuple') {
    const inner = (d as SchemaInnerTypeDescription).innerType;
    const items = Array.isArray(inner) ? inner.map(toJsonSchema) : [];
    Object.assign(out, { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length });
  } else if (d.type === 'date') {
    out.type = 'string';
    out.format = 'date-time';
  } else if (['string', 'number', 'boolean'].includes(d.type)) {
    out.type = d.type;
  }
  applyTests(d, out);

  const values = d.oneOf.filter(isPrimitive);
  if (values.length) out.enum = values;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (d.default !== undefined && (isPrimitive(d.default) || Array.isArray(d.default))) out.default = d.default;
  return out;
}
