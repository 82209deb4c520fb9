/**
 * A booking's special requests (issue 23): the occasion (the §3 `purpose`, one of a fixed
 * list or none), dietary and allergy notes for the kitchen, a seating preference from the
 * store's own areas, and high chairs. One set of choices, limits and labels for the booking
 * form, the API's validation and every page that lists a booking's requests, so a form never
 * offers what the API refuses and every page names them alike.
 *
 * The seating area is checked against the store on the server (the store sets its areas
 * through the partner API); the schema here only bounds its length.
 */

/** The occasions the booking form offers (`purpose`; '' = none given). */
export const OCCASIONS = ['生日', '紀念日', '商務', '約會', '其他'] as const;

export type Occasion = (typeof OCCASIONS)[number];

export const specialRequestLimits = {
  /** Dietary and allergy notes (orders.dietary_note). */
  dietaryNoteMax: 200,
  highChairsMax: 4,
  /** A store offers at most this many seating areas … */
  seatingAreasMax: 10,
  /** … each named in 1 to this many characters. */
  seatingAreaNameMax: 20,
} as const;

/** What the pages call each request. */
export const SPECIAL_REQUEST_LABELS = {
  purpose: '用餐目的',
  dietary_note: '飲食禁忌與過敏',
  seating_area: '座位偏好',
  high_chairs: '兒童座椅',
} as const;

export interface SpecialRequests {
  purpose: string;
  dietary_note: string;
  seating_area: string;
  high_chairs: number;
}

/** The requests a booking carries, as [label, value] rows in a fixed order; none given → no row. */
export function specialRequestLines(order: SpecialRequests): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (order.purpose) rows.push([SPECIAL_REQUEST_LABELS.purpose, order.purpose]);
  if (order.dietary_note) rows.push([SPECIAL_REQUEST_LABELS.dietary_note, order.dietary_note]);
  if (order.seating_area) rows.push([SPECIAL_REQUEST_LABELS.seating_area, order.seating_area]);
  if (order.high_chairs > 0) rows.push([SPECIAL_REQUEST_LABELS.high_chairs, `${order.high_chairs} 張`]);
  return rows;
}
