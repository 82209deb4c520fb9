/**
 * The site's pages that the API links to from outside the site (SMS, e-mail, notifications,
 * calendar files): one place for their paths, so a route moved in the shell is moved here
 * and every text follows. Paths only; the API makes them absolute with its configured
 * PUBLIC_ORIGIN, never with a request's Host.
 */
const id = (value: string | number): string => encodeURIComponent(String(value));

export const sitePaths = {
  /** The guest's booking result page (mfe-booking). */
  bookingResult: (publicId: string): string => `/booking-result/${id(publicId)}`,
  /** The booking step that confirms a waitlist hold (mfe-booking). */
  waitlistHold: (publicId: string): string => `/booking?waitlist=${id(publicId)}`,
  /** A member's order (mfe-member). */
  memberOrder: (orderId: number): string => `/member/history/${id(orderId)}`,
  /** A member's payment record (mfe-member). */
  memberPayment: (payLogId: number): string => `/member/history/payment-record/${id(payLogId)}`,
  /** The review form of a completed order (mfe-booking). */
  leaveComment: (orderId: number): string => `/leave-comment?id=${id(orderId)}&type=order`,
} as const;

/** An absolute link on the configured origin (no trailing slash on `origin`). */
export const siteLink = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;
