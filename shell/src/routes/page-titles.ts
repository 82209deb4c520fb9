/**
 * The document title of every route in the route table (`樂享｜會員中心` …), so a tab, a
 * bookmark, the history list and a screen reader's page announcement each name the page. The
 * home page keeps the site's own title (SPEC §1 page head). A remote names its page once its data
 * is in (a store's name: `page:title` on the bus, the same title the page server wrote), and
 * layout/document-title.tsx uses that name for that path.
 */
import { ORDER_STATUS_WORDS } from '@joy/contract';
import { matchPattern, normalisePath } from './match';

export const SITE_NAME = '樂享';
export const HOME_TITLE = '樂享｜24 小時線上訂位，付款最高享 20% 樂幣回饋';

/** Pattern → page name; patterns as in the route table (the most specific first where two match). */
export const pageNames: ReadonlyArray<readonly [pattern: string, name: string]> = [
  ['/store', '找餐廳'],
  ['/store/:id', '餐廳資訊'],
  ['/search', '搜尋'],
  ['/leaderboard', '排行榜'],
  ['/article', '美食專欄'],
  ['/article/:id', '美食專欄'],
  ['/booking', '線上訂位'],
  ['/booking-result/:id', '訂位結果'],
  ['/reservation-success', ORDER_STATUS_WORDS[1].successPage.title],
  ['/leave-comment', '撰寫評論'],
  ['/member/angelPlan', 'VIP 方案'],
  ['/member/dealer', '樂粉經銷'],
  ['/member/join-angel', '加入天使計畫'],
  ['/member/organize', '我的組織'],
  ['/member/contract-request', '合約申請'],
  ['/member/point-withdrawal', '天使獎金提領'],
  ['/member/recommend-withdrawal', '推薦獎勵提領'],
  ['/member/withdrawal-record', '提領紀錄'],
  ['/member/recommend', '店家推薦獎勵'],
  ['/member', '會員中心'],
  ['/member/myaccount', '會員中心'],
  ['/member/history', '訂位紀錄'],
  ['/member/history/payment-record', '付款紀錄'],
  ['/member/history/payment-record/:payLogId', '付款明細'],
  ['/member/history/:orderId', '訂位明細'],
  ['/member/mycollections', '我的收藏'],
  ['/member/rewards', '樂幣紀錄'],
  ['/member/news', '最新消息'],
  ['/member/news/:newsId', '消息內容'],
  ['/member/invitationCode', '邀請碼'],
  ['/member/coupon', '優惠券'],
  ['/member/redeem', '樂幣兌換'],
  ['/member/withdrawal', '樂幣提領'],
  ['/member/comments', '我的評論'],
  ['/member/no-shows', '未到紀錄'],
  ['/member/settings', '帳號設定'],
  ['/member/settings/avatar', '更換頭像'],
  ['/help', '幫助中心'],
  ['/help/*', '幫助中心'],
  ['/partner', '成為合作店家'],
  ['/cooperation', '商務合作'],
  ['/contact', '聯絡我們'],
  ['/download', '下載樂享 App'],
  ['/sign-up', '註冊'],
  ['/quick-sign-up', '快速註冊'],
  ['/request-password-reset', '忘記密碼'],
  ['/setting-password', '設定密碼'],
  ['/social-signup', '社群帳號註冊'],
  ['/authorize', '登入'],
  ['/authorize/sign-up', '註冊'],
  ['/authorize/setting-password', '設定密碼'],
  ['/authorize/social-signup', '社群帳號註冊'],
  ['/authorize/request-password-reset', '忘記密碼'],
  ['/error', '找不到頁面'],
];

/** The title for a path: the home page's own, `樂享｜<page>` for a known route, the site name otherwise. */
export function titleFor(pathname: string): string {
  const path = normalisePath(pathname);
  if (path === '/') return HOME_TITLE;
  const exact = pageNames.find(([pattern]) => !pattern.includes(':') && !pattern.endsWith('*') && pattern === path);
  const match = exact ?? pageNames.find(([pattern]) => matchPattern(pattern, path));
  return match ? `${SITE_NAME}｜${match[1]}` : SITE_NAME;
}
