/** The member pages the API links to from SMS, e-mail and notifications (paths only). */
const id = (value: string | number): string => encodeURIComponent(String(value));

export const memberPaths = {
  /** A member's order (mfe-member). */
  memberOrder: (orderId: number): string => `/member/history/${id(orderId)}`,
  /** A member's payment record (mfe-member). */
  memberPayment: (payLogId: number): string => `/member/history/payment-record/${id(payLogId)}`,
} as const;
