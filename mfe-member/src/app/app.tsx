import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PagePlaceholder, RemoteRoot } from '@joy/ui';
import { MemberHome } from '../features/member-home/components/member-home';
import { OrderHistoryPage } from '../features/order-history/components/order-history-page';
import { PaymentRecordPage } from '../features/order-history/components/payment-record-page';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { CollectionsPage } from '../features/collections/components/collections-page';
import { NewsListPage } from '../features/news/components/news-list-page';
import { NewsDetailPage } from '../features/news/components/news-detail-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { AvatarPage } from '../features/settings/components/avatar-page';
import { CommentsPage } from '../features/comments/components/comments-page';

/** Pages that arrive with later work (joy coin, invitations, coupons, withdrawals). */
const upcoming: Array<[string, string]> = [
  ['/member/history/payment-record/:payLogId', '付款明細'],
  ['/member/rewards', '樂幣紀錄'],
  ['/member/invitationCode', '邀請碼'],
  ['/member/coupon', '優惠券'],
  ['/member/redeem', '兌換紀錄'],
  ['/member/withdrawal', '樂幣提領'],
];

/** Routes owned by member (every /member path except the dealer ones). */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Routes>
          <Route path="/member" element={<MemberHome />} />
          <Route path="/member/myaccount" element={<MemberHome />} />
          <Route path="/member/history" element={<OrderHistoryPage />} />
          <Route path="/member/history/payment-record" element={<PaymentRecordPage />} />
          <Route path="/member/history/:orderId" element={<OrderDetailPage />} />
          <Route path="/member/mycollections" element={<CollectionsPage />} />
          <Route path="/member/news" element={<NewsListPage />} />
          <Route path="/member/news/:newsId" element={<NewsDetailPage />} />
          <Route path="/member/comments" element={<CommentsPage />} />
          <Route path="/member/settings" element={<SettingsPage />} />
          <Route path="/member/settings/avatar" element={<AvatarPage />} />
          {upcoming.map(([path, title]) => (
            <Route key={path} path={path} element={<PagePlaceholder title={title} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
