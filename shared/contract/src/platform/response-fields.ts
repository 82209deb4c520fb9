/**
 * Building blocks of the response schemas. Every field is `.defined()` (not `.required()`,
 * which would refuse an empty string): a reply field is always present, `null` when it does
 * not apply, exactly as the reply types say.
 */
import * as yup from 'yup';
import type { Paged, Pagination } from './types';

export const text = () => yup.string().defined();

export const optionalText = () => yup.string().nullable().defined();

export const num = () => yup.number().defined();

export const optionalNum = () => yup.number().nullable().defined();

export const int = () => yup.number().integer().defined();

export const optionalInt = () => yup.number().integer().nullable().defined();

export const flag = () => yup.boolean().defined();

export const texts = () => yup.array().of(text()).defined();

/** One of a fixed set of values (a string or number union of the reply types). */
export const oneOf = <T extends string | number>(values: readonly T[]) => yup.mixed<T>().oneOf(values).defined();

export const optionalOneOf = <T extends string | number>(values: readonly T[]) => yup.mixed<T>().nullable().oneOf([...values, null]).defined();

export const list = <T>(item: yup.ISchema<T>) => yup.array().of(item).defined();

export const pagination: yup.ObjectSchema<Pagination> = yup.object({
  current_page: int(),
  total_pages: int(),
  total: int(),
  per_page: int(),
});

/** `Paged<T>`: one page of items and where it is. */
export function paged<T>(item: yup.ISchema<T>): yup.ObjectSchema<Paged<T>> {
  return yup.object({ data: list(item), pagination }) as yup.ObjectSchema<Paged<T>>;
}

/** The reply of a call that answers nothing but success (`return: null`). */
export const nothing = yup
  .mixed<never>()
  .nullable()
  .test('null', 'return must be null', (value) => value === null) as unknown as yup.Schema<null>;

/** Sub-scores of a comment: food, service, ambience, value. */
export const subScores = yup.tuple([num(), num(), num(), num()]).defined();
