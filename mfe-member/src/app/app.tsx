import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loading, RemoteRoot } from '@joy/ui';
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
const PaymentDetailPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/payment-detail/components/payment-detail-page').then((m) => ({ default: m.PaymentDetailPage })));
const RewardsPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/rewards/components/rewards-page').then((m) => ({ default: m.RewardsPage })));
const WithdrawalPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/withdrawal/components/withdrawal-page').then((m) => ({ default: m.WithdrawalPage })));
const InvitationPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/invitation/components/invitation-page').then((m) => ({ default: m.InvitationPage })));
const RedeemPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/coin-uses/components/redeem-page').then((m) => ({ default: m.RedeemPage })));
const NoShowsPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/no-shows/components/no-shows-page').then((m) => ({ default: m.NoShowsPage })));
const CouponPage = lazy(() => import(/* webpackChunkName: "member-pages" */ '../features/coin-uses/components/coupon-page').then((m) => ({ default: m.CouponPage })));

const pages: Array<[string, ReactNode]> = [
  ['/member/history', <OrderHistoryPage key="history" />],
  ['/member/history/payment-record', <PaymentRecordPage key="payments" />],
  ['/member/history/payment-record/:payLogId', <PaymentDetailPage key="payment" />],
  ['/member/history/:orderId', <OrderDetailPage key="order" />],
  ['/member/mycollections', <CollectionsPage key="collections" />],
  ['/member/news', <NewsListPage key="news" />],
  ['/member/news/:newsId', <NewsDetailPage key="news-item" />],
  ['/member/comments', <CommentsPage key="comments" />],
  ['/member/no-shows', <NoShowsPage key="no-shows" />],
  ['/member/settings', <SettingsPage key="settings" />],
  ['/member/settings/avatar', <AvatarPage key="avatar" />],
  ['/member/rewards', <RewardsPage key="rewards" />],
  ['/member/withdrawal', <WithdrawalPage key="withdrawal" />],
  ['/member/invitationCode', <InvitationPage key="invitation" />],
  ['/member/redeem', <RedeemPage key="redeem" />],
  ['/member/coupon', <CouponPage key="coupon" />],
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
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </RemoteRoot>
  );
}
