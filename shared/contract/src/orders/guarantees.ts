/**
 * A booking's guarantee (issue 28): the store's deposit or card guarantee, pre-authorised on the
 * diner's card through TapPay when the booking is made — a hold, not a charge — released when
 * the store marks the diner seated (or the booking is cancelled inside the free window) and
 * captured by the agreed tier on a no-show or a late cancellation.
 *
 * A booking needs one when the date's deposit policy (depositPolicyOn) is `card` or `deposit`,
 * or when one of the booking's phones has two no-show marks in 90 days: then the store's own
 * policy applies if it has one, else a card guarantee of NO_SHOW_FEE_PER_PERSON per person with
 * no refund tiers (nothing kept on a cancel before the booking time; all of it on a no-show).
 */
import { depositPolicyOn, guaranteeAmount, keptOnCancel, type DepositPolicy, type HouseRules } from '../stores/house-rules';
import { reservationInstant } from './state-table';
import { withThousands } from '../platform/numbers';

/** The no-show fee per person of a guarantee asked for by the diner's no-show record when the store asks none. */
export const NO_SHOW_FEE_PER_PERSON = 500;

export const guaranteeKinds = ['card', 'deposit'] as const;
export type GuaranteeKind = (typeof guaranteeKinds)[number];

/** pending (authorisation not answered yet) → authorized → released | captured; declined; failed. */
export const guaranteeStatuses = ['pending', 'authorized', 'declined', 'released', 'captured', 'failed'] as const;
export type GuaranteeStatus = (typeof guaranteeStatuses)[number];

export type GuaranteeView = { kind: GuaranteeKind; amount: number; status: GuaranteeStatus; captured_amount: number; last_four: string | null; cancel_keeps: number };

/** The booking call's 422 when the booking needs a card and the body has no `prime` (the field error is on `prime`). */
export const GUARANTEE_REQUIRED_ERROR_CODE = 422110;
/** The booking call's 422 when the card's pre-authorisation was declined: the booking is not made. */
export const GUARANTEE_DECLINED_ERROR_CODE = 422111;

export const guaranteeTexts = {
  guaranteeRequired: '此餐廳訂位需以信用卡擔保',
  guaranteeRequiredByNoShows: '您近 90 天內有 2 次未到紀錄，訂位需以信用卡擔保',
  guaranteeDeclined: '信用卡交易失敗，請改用其他卡片，訂位未完成',
  guaranteePending: '信用卡授權尚未完成，我們會自動重試，完成後以通知告訴您；在此之前座位會為您保留',
  guaranteeAgreementRequired: '請先同意訂金與退款規則',
} as const;

/** The deposit policy a booking's guarantee follows: the date's, or the no-show record's card guarantee when the store asks none. */
export function guaranteePolicy(rules: HouseRules, date: string, cardRequiredByRecord: boolean): DepositPolicy {
  const policy = depositPolicyOn(rules, date);
  if (policy.kind !== 'none' || !cardRequiredByRecord) return policy;
  return { kind: 'card', no_show_fee_per_person: NO_SHOW_FEE_PER_PERSON, tiers: [] };
}

/** What a booking of `people` must hold on a card, and why (null when nothing). */
export function guaranteeNeeded(
  rules: HouseRules,
  date: string,
  people: number,
  cardRequiredByRecord: boolean,
): { kind: GuaranteeKind; amount: number; policy: DepositPolicy; byRecord: boolean } | null {
  const policy = guaranteePolicy(rules, date, cardRequiredByRecord);
  const amount = guaranteeAmount(policy, people);
  if (policy.kind === 'none' || amount <= 0) return null;
  return { kind: policy.kind, amount, policy, byRecord: depositPolicyOn(rules, date).kind === 'none' };
}

/**
 * NT$ of a hold of `held` that the diner's cancel at `now` keeps under the rules agreed at booking
 * (the tier by hours before the reservation; the card a no-show record asked keeps nothing).
 */
export function keptIfCancelled(rules: HouseRules, reservation: { date: string; time: string }, held: number, now: Date): number {
  const hours = (reservationInstant(reservation).getTime() - now.getTime()) / 3_600_000;
  return Math.min(held, keptOnCancel(guaranteePolicy(rules, reservation.date, true), held, Math.max(hours, 1e-9)));
}

/** What the cancel dialog says about the hold (null without one still held). */
export function cancelKeepsText(g: GuaranteeView | null | undefined): string | null {
  if (!g || (g.status !== 'authorized' && g.status !== 'pending')) return null;
  return g.cancel_keeps > 0
    ? `現在取消將依訂位時同意的規則收取 ${nt(g.cancel_keeps)}，其餘預先授權釋放。`
    : `現在取消，信用卡預先授權 ${nt(g.amount)} 將全額釋放。`;
}

const nt = (n: number) => `NT$${withThousands(n)}`;

/** The guarantee's state in a line: 已預先授權 NT$x、入座後釋放 / 已釋放 / 已收取 NT$y … */
export function guaranteeStateText(g: Pick<GuaranteeView, 'amount' | 'status' | 'captured_amount'>): string {
  switch (g.status) {
    case 'pending':
      return `信用卡授權處理中（${nt(g.amount)}）`;
    case 'authorized':
      return `已預先授權 ${nt(g.amount)}、入座後釋放`;
    case 'released':
      return `已釋放預先授權 ${nt(g.amount)}`;
    case 'captured':
      return `已收取 ${nt(g.captured_amount)}`;
    case 'declined':
      return '信用卡授權未通過，訂位未完成';
    default:
      return '信用卡授權未完成，訂位未完成';
  }
}

/** The guarantee as a summary's line ([term, value]), none without one. */
export function guaranteeLines(g: GuaranteeView | null | undefined): [string, string][] {
  return g ? [[g.kind === 'deposit' ? '訂金' : '信用卡擔保', guaranteeStateText(g)]] : [];
}

/** Refund tiers in words, strictest last: 訂位前 24 小時內取消或未到，收取 50% … */
export function refundTierLines(policy: DepositPolicy): string[] {
  if (policy.kind === 'none') return [];
  const tiers = [...policy.tiers].sort((a, b) => b.hours_before - a.hours_before);
  if (!tiers.length) return ['訂位時間前取消不收費；未到將收取全額'];
  const earliest = tiers[0].hours_before;
  const strictest = Math.max(...tiers.map((t) => t.keep_percent));
  return [
    `訂位前 ${earliest} 小時以前取消，全額釋放`,
    ...tiers.map((t) => `訂位前 ${t.hours_before} 小時內取消，收取 ${t.keep_percent}%`),
    `未到，收取 ${strictest}%`,
  ];
}
