import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loading, PagePlaceholder, RemoteRoot } from '@joy/ui';
import { MemberHome } from '../features/member-home/components/member-home';

/*
 * The member home loads with the remote; the other pages share one chunk, fetched when one of
 * them is first opened, so /member does not download the cropper or the order pages. One
 * chunk rather than one per page: the pages share most of their code, and separate chunks
 * would repeat it (and compress worse) for little gain.
 */
const OrderHistoryPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/order-history/components/order-history-page').then((m) => ({ default: m.OrderHistoryPage })));
const PaymentRecordPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/order-history/components/payment-record-page').then((m) => ({ default: m.PaymentRecordPage })));
const OrderDetailPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/order-detail/components/order-detail-page').then((m) => ({ default: m.OrderDetailPage })));
const CollectionsPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/collections/components/collections-page').then((m) => ({ default: m.CollectionsPage })));
const NewsListPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/news/components/news-list-page').then((m) => ({ default: m.NewsListPage })));
const NewsDetailPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/news/components/news-detail-page').then((m) => ({ default: m.NewsDetailPage })));
const CommentsPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/comments/components/comments-page').then((m) => ({ default: m.CommentsPage })));
const SettingsPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));
const AvatarPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/settings/components/avatar-page').then((m) => ({ default: m.AvatarPage })));

/** Pages that arrive with later work (joy coin, invitations, coupons, withdrawals). */
const upcoming: Array<[string, string]> = [
  ['/member/history/payment-record/:payLogId', '付款明細'],
  ['/member/rewards', '樂幣紀錄'],
  ['/member/invitationCode', '邀請碼'],
  ['/member/coupon', '優惠券'],
  ['/member/redeem', '兌換紀錄'],
  ['/member/withdrawal', '樂幣提領'],
];

const pages: Array<[string, ReactNode]> = [
  ['/member/history', <OrderHistoryPage key="history" />],
  ['/member/history/payment-record', <PaymentRecordPage key="payments" />],
  ['/member/history/:orderId', <OrderDetailPage key="order" />],
  ['/member/mycollections', <CollectionsPage key="collections" />],
  ['/member/news', <NewsListPage key="news" />],
  ['/member/news/:newsId', <NewsDetailPage key="news-item" />],
  ['/member/comments', <CommentsPage key="comments" />],
  ['/member/settings', <SettingsPage key="settings" />],
  ['/member/settings/avatar', <AvatarPage key="avatar" />],
];

/** Routes owned by member (every /member path except the dealer ones). */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/member" element={<MemberHome />} />
            <Route path="/member/myaccount" element={<MemberHome />} />
            {pages.map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            {upcoming.map(([path, title]) => (
              <Route key={path} path={path} element={<PagePlaceholder title={title} />} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </RemoteRoot>
  );
}
