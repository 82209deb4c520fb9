/** §4 order statuses: the list replies carry and the state table moves between (a leaf: it imports nothing). */
export const orderStatuses = [0, 1, 2, 4, 5, 6, 7] as const;

/** §4 order status: 0 cancelled, 1 and 2 booked (awaiting / confirmed), 4 held, 5 seated, 6 no-show, 7 completed. */
export type OrderStatus = (typeof orderStatuses)[number];
