import { endpoints, type Endpoint, type Paged } from '@joy/contract';
import { api } from '@joy/auth';

/** One page of a dealer record list (§7 Dealer: every record call takes ?page=). */
const pageOf =
  <T>(endpoint: Endpoint<unknown, Paged<T>>, query: Record<string, string | number> = {}) =>
  (page: number, signal: AbortSignal) =>
    api.call(endpoint, { query: { ...query, page }, signal });

export const dividendsPage = pageOf(endpoints.shareDividendRecord);
export const dividendWithdrawalsPage = pageOf(endpoints.dealerWithdrawRecord);
export const shareProfitsPage = pageOf(endpoints.shareProfitRecord);
export const profitWithdrawalsPage = pageOf(endpoints.bonusWithdrawRecord);
export const recommendedStoresPage = pageOf(endpoints.recommendStoreRecord);
export const childrenPage = (level: number) => pageOf(endpoints.dealerInviteChildren, { level });

export const getOrganize = () => api.call(endpoints.dealerOrganize);
export const recommendStore = (storeId: number) => api.call(endpoints.recommendStoreCreate, { body: { store_id: storeId } });

export const couponGivesPage = pageOf(endpoints.couponGiveRecord);
export const couponMovementsPage = pageOf(endpoints.couponTransactionRecord);
/** POST /v2/memberDealer/coupon/give: one of the year's VIP gift coupons to a friend's phone (the activation link goes by SMS). */
export const giveCoupon = (phone: string) => api.call(endpoints.couponGive, { body: { phone } });

/** GET /v2/member/coin/history/withdraw?page=: the member's own coin withdrawals (any member). */
export const coinWithdrawalsPage = (page: number, signal: AbortSignal) => api.call(endpoints.coinHistory, { params: { kind: 'withdraw' }, query: { page }, signal });
