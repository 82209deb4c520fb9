/**
 * Every member page, once: the member hub (/member, mfe-member), the avatar menu and the phone's
 * side menu (the shell) all list these, so a page added here shows in all three. Grouped as the
 * hub shows them; dealer pages only for joy dealers (§6).
 */
export type MemberLinkGroup = 'records' | 'coins' | 'account' | 'dealer';

export interface MemberLink {
  to: string;
  label: string;
  /** One line under the label on the hub. */
  hint: string;
  group: MemberLinkGroup;
}

export const memberLinkGroups: ReadonlyArray<{ group: MemberLinkGroup; title: string }> = [
  { group: 'records', title: '訂位與消費' },
  { group: 'coins', title: '樂幣與優惠' },
  { group: 'account', title: '帳號' },
  { group: 'dealer', title: '樂粉經銷' },
];

export const memberLinks: readonly MemberLink[] = [
  { to: '/member/history', label: '訂位紀錄', hint: '查看、保留或取消訂位', group: 'records' },
  { to: '/member/history/payment-record', label: '付款紀錄', hint: '在合作店家的付款與回饋', group: 'records' },
  { to: '/member/mycollections', label: '我的收藏', hint: '收藏的餐廳', group: 'records' },
  { to: '/member/comments', label: '我的評論', hint: '寫過的評論與店家回覆', group: 'records' },
  { to: '/member/no-shows', label: '未到紀錄', hint: '未到次數、申訴與店家回覆', group: 'records' },
  { to: '/member/rewards', label: '樂幣紀錄', hint: '餘額、付款碼與樂幣紀錄', group: 'coins' },
  { to: '/member/coupon', label: '優惠券', hint: '收到的 VIP 贈送方案', group: 'coins' },
  { to: '/member/redeem', label: '樂幣兌換', hint: '樂幣可以怎麼用與使用紀錄', group: 'coins' },
  { to: '/member/withdrawal', label: '樂幣提領', hint: '將樂幣提領至銀行帳戶', group: 'coins' },
  { to: '/member/invitationCode', label: '邀請碼', hint: 'VIP 邀請好友，雙方各得樂幣', group: 'coins' },
  { to: '/member/news', label: '最新消息', hint: '樂享的公告與活動', group: 'account' },
  { to: '/member/angelPlan', label: 'VIP 方案', hint: '訂閱、信用卡與續訂', group: 'account' },
  { to: '/member/settings', label: '帳號設定', hint: '個人資料、頭像與密碼', group: 'account' },
  { to: '/member/dealer', label: '樂粉經銷', hint: '經銷數據與贈送 VIP', group: 'dealer' },
  { to: '/member/organize', label: '我的組織', hint: '各層下線人數', group: 'dealer' },
  { to: '/member/withdrawal-record', label: '天使獎金', hint: '獎金紀錄與提領', group: 'dealer' },
  { to: '/member/recommend', label: '店家推薦獎勵', hint: '推薦店家與分潤', group: 'dealer' },
];

/** The links a member sees: the dealer group only for joy dealers. */
export const memberLinksFor = (isDealer: boolean): readonly MemberLink[] => memberLinks.filter((link) => isDealer || link.group !== 'dealer');
