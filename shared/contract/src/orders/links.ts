/** The booking pages the API links to from SMS, e-mail, notifications and calendar files (paths only). */
const id = (value: string | number): string => encodeURIComponent(String(value));

export const orderPaths = {
  /** The guest's booking result page (mfe-booking). */
  bookingResult: (publicId: string): string => `/booking-result/${id(publicId)}`,
  /** The booking step that confirms a waitlist hold (mfe-booking). */
  waitlistHold: (publicId: string): string => `/booking?waitlist=${id(publicId)}`,
  /** The review form of a completed order (mfe-booking). */
  leaveComment: (orderId: number): string => `/leave-comment?id=${id(orderId)}&type=order`,
} as const;
