/** The member pages the API links to from SMS, e-mail and notifications (paths only). */
const id = (value: string | number): string => encodeURIComponent(String(value));

export const memberPaths = {
  /** A member's order (mfe-member). */
  memberOrder: (orderId: number): string => `/member/history/${id(orderId)}`,
  /** A member's payment record (mfe-member). */
  memberPayment: (payLogId: number): string => `/member/history/payment-record/${id(payLogId)}`,
  /** The member's no-show marks, their standing and disputes (mfe-member). */
  memberNoShows: (): string => '/member/no-shows',
  /** The member's joy coin balance and its movements (mfe-member). */
  memberRewards: (): string => '/member/rewards',
  /** The member's own coin withdrawals: the withdrawal record (§4) on its coin tab (mfe-dealer). */
  coinWithdrawals: (): string => '/member/withdrawal-record?tab=coin',
  /** The VIP plan: subscribe, cards, renewals (mfe-dealer). */
  vipPlan: (): string => '/member/angelPlan',
  /** The joy dealer's own page: referred stores, coupons, earnings (mfe-dealer). */
  dealerHome: (): string => '/member/dealer',
} as const;
