/**
 * Building blocks of the response schemas. Every field is `.defined()` (not `.required()`,
 * which would refuse an empty string): a reply field is always present, `null` when it does
 * not apply, and the reply types inferred from the schemas say so.
 */
import * as yup from 'yup';

export const text = () => yup.string().defined();

export const optionalText = () => yup.string().nullable().defined();

export const num = () => yup.number().defined();

export const optionalNum = () => yup.number().nullable().defined();

export const int = () => yup.number().integer().defined();

export const optionalInt = () => yup.number().integer().nullable().defined();

export const flag = () => yup.boolean().defined();

export const texts = () => yup.array().of(text()).defined();

/**
 * One of a fixed set of values. Give the values `as const` (or typed as a literal union): the
 * field's type is then that union (`0 | 1 | 2`), not `number`.
 */
export const oneOf = <const T extends string | number>(values: readonly T[]) => yup.mixed<T>().oneOf(values).defined();

/** `oneOf`, or `null` when it does not apply. */
export const optionalOneOf = <const T extends string | number>(values: readonly T[]) => yup.mixed<T>().nullable().oneOf([...values, null]).defined();

export const list = <T>(item: yup.ISchema<T>) => yup.array().of(item).defined();

export const pagination = yup.object({
  current_page: int(),
  total_pages: int(),
  total: int(),
  per_page: int(),
  /**
   * True when `total` is a lower bound: an availability search over many stores stops counting
   * (the list says 「超過 N 間」); the next page exists and counts further.
   */
  at_least: yup.boolean().optional(),
});

/** Where a page is: its number, how many pages and items there are, and the page size. */
export type Pagination = yup.InferType<typeof pagination>;

/** One page of items and where it is (the type of `paged`, generic over the item). */
export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

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
