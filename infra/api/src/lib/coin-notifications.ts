/**
 * The words of joy coin notifications: a payment at a store and its refund (type
 * `store_pay`, §3 notification_pay_log_id / notification_store_pay_status), a withdrawal's
 * steps (type `member_withdraw`, §4 statuses 3 pending, 2 paid, 4 failed — the mapping lives
 * in the contract's WITHDRAW_NOTIFICATION_STATUS) and the invite reward (type `general`).
 */
import { PAY_LOG_STATUS, sitePaths, WITHDRAW_NOTIFICATION_STATUS, withdrawNotificationActions, type WithdrawalStatus } from '@joy/contract';
import type { NotificationInput } from './notification-publisher';

/** 12345 → 12,345 (§5: numbers with thousand separators). */
export const thousands = (n: number): string => n.toLocaleString('en-US');

export interface NotifiedPayment {
  id: number;
  amount: number;
  coinsUsed: number;
  rewardCoins: number;
  store: { name: string; logo: string; slug: string };
}

function storeFields(p: NotifiedPayment) {
  return {
    notification_image: p.store.logo || null,
    store_logo: p.store.logo || null,
    store_slug: p.store.slug,
    notification_pay_log_id: p.id,
    notification_action: sitePaths.memberPayment(p.id),
  };
}

export function paymentNotification(p: NotifiedPayment): NotificationInput {
  const spent = p.coinsUsed > 0 ? `，使用 ${thousands(p.coinsUsed)} 樂幣折抵` : '';
  const reward = p.rewardCoins > 0 ? `，獲得 ${thousands(p.rewardCoins)} 樂幣回饋` : '';
  return {
    notification_title: '付款成功',
    notification_body: `您在 ${p.store.name} 消費 NT$${thousands(p.amount)}${spent}${reward}。`,
    notification_store_pay_status: PAY_LOG_STATUS.paid,
    ...storeFields(p),
  };
}

export function refundNotification(p: NotifiedPayment, returned: number, takenBack: number, reason: string): NotificationInput {
  const parts = [returned > 0 ? `退回 ${thousands(returned)} 樂幣` : '', takenBack > 0 ? `收回回饋 ${thousands(takenBack)} 樂幣` : ''].filter(Boolean);
  return {
    notification_title: '付款已退款',
    notification_body: `${p.store.name} 已退款 NT$${thousands(p.amount)} 的消費${parts.length ? `，${parts.join('、')}` : ''}${reason ? `：${reason}` : '。'}`,
    notification_store_pay_status: PAY_LOG_STATUS.refunded,
    ...storeFields(p),
  };
}

export function withdrawalNotification(w: { coin: number; amountNtd: number; status: WithdrawalStatus; reason?: string | null }): NotificationInput {
  const status = WITHDRAW_NOTIFICATION_STATUS[w.status];
  const [title, body] =
    w.status === 'pending'
      ? ['提領申請已送出', `您申請提領 ${thousands(w.coin)} 樂幣（撥款 NT$${thousands(w.amountNtd)}），處理完成後將通知您。`]
      : w.status === 'success'
        ? ['提領成功', `${thousands(w.coin)} 樂幣已撥款 NT$${thousands(w.amountNtd)} 至您的銀行帳戶。`]
        : ['提領失敗', `${thousands(w.coin)} 樂幣的提領未能完成，樂幣已退回您的帳戶${w.reason ? `：${w.reason}` : '。'}`];
  return {
    notification_title: title,
    notification_body: body,
    notification_member_withdraw_status: status,
    notification_action: withdrawNotificationActions[status],
  };
}

export function inviteRewardNotification(coins: number, asInviter: boolean): NotificationInput {
  return {
    notification_title: '邀請獎勵',
    notification_body: asInviter
      ? `您邀請的好友完成首次付款，您獲得 ${thousands(coins)} 樂幣邀請獎勵。`
      : `感謝您完成首次付款，您獲得 ${thousands(coins)} 樂幣好友邀請獎勵。`,
    notification_action: sitePaths.memberRewards(),
  };
}
