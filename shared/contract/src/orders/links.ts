/** The booking pages the API links to from SMS, e-mail, notifications and calendar files (paths only). */
const id = (value: string | number): string => encodeURIComponent(String(value));

export const orderPaths = {
  /** The guest's booking result page (mfe-booking). */
  bookingResult: (publicId: string): string => `/booking-result/${id(publicId)}`,
  /** The booking step that confirms a waitlist hold (mfe-booking). */
  waitlistHold: (publicId: string): string => `/booking?waitlist=${id(publicId)}`,
  /** A store's page (mfe-discovery). */
  store: (storeId: number): string => `/store/${id(storeId)}`,
  /** A draw entry's status and result on the store page (mfe-discovery). */
  drawEntry: (storeId: number, publicId: string): string => `/store/${id(storeId)}?draw_entry=${id(publicId)}`,
  /** The review form of a completed order (mfe-booking). */
  leaveComment: (orderId: number): string => `/leave-comment?id=${id(orderId)}&type=order`,
} as const;
