/** Whether a route's id segment is a record id the API can hold (1 to 10 digits, no leading zero). */
export const isPositiveId = (value: string | undefined): value is string => Boolean(value && /^[1-9]\d{0,9}$/.test(value));
