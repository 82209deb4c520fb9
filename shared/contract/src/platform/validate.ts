import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { FieldErrors } from './envelope';

export type ValidationResult<S extends AnyObjectSchema> =
  | { ok: true; value: InferType<S> }
  | { ok: false; errors: FieldErrors };

/**
 * Validates with every error collected and keyed by field (first message per field),
 * the shape §5 says server validation errors arrive in. Unknown keys are dropped.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<ValidationResult<S>> {
  try {
    const value = await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = (inner.path ?? '_').replace(/\[\d+\]$/, '');
      if (!(key in errors)) errors[key] = inner.message;
    }
    return { ok: false, errors };
  }
}
