/**
 * Checks a reply against its response schema the strict way: nothing is cast or defaulted
 * (a number sent as "1" is wrong, a missing field is wrong) and a key the schema does not
 * name is wrong too, at any depth — a reply must not carry more than its contract says
 * (a leaked column is found here, not by a client). Returns the problems, one per path.
 */
import * as yup from 'yup';

type Walkable = yup.Schema & { fields?: Record<string, yup.Schema>; innerType?: yup.Schema; spec: { types?: yup.Schema[] } };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownKeys(schema: yup.Schema, value: unknown, path: string, out: string[]): void {
  // A lazy schema (the recursive downline tree) is resolved for the value at hand first.
  const lazy = schema as unknown as { type: string; resolve?: (options: { value: unknown }) => yup.Schema };
  if (lazy.type === 'lazy' && lazy.resolve) return unknownKeys(lazy.resolve({ value }), value, path, out);
  const s = schema as Walkable;
  if (s.type === 'object' && s.fields && isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      const field = s.fields[key];
      const at = path ? `${path}.${key}` : key;
      if (!field) out.push(`${at}: not in the response schema`);
      else unknownKeys(field, value[key], at, out);
    }
  } else if (s.type === 'array' && s.innerType && Array.isArray(value)) {
    value.forEach((item, i) => unknownKeys(s.innerType as yup.Schema, item, `${path}[${i}]`, out));
  } else if (s.type === 'tuple' && s.spec.types && Array.isArray(value)) {
    value.forEach((item, i) => {
      const type = s.spec.types?.[i];
      if (type) unknownKeys(type, item, `${path}[${i}]`, out);
    });
  }
}

export async function replyProblems(schema: yup.ISchema<unknown>, value: unknown): Promise<string[]> {
  const problems: string[] = [];
  try {
    await (schema as yup.Schema).validate(value, { strict: true, abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    problems.push(...(error.inner.length ? error.inner : [error]).map((e) => `${e.path || '(reply)'}: ${e.message}`));
  }
  unknownKeys(schema as yup.Schema, value, '', problems);
  return problems;
}
