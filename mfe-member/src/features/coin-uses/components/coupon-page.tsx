import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GIFT_PLAN_DAYS, type ReceivedCoupon } from '@joy/contract';
import { Button, formatDate } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { CardList } from '../../../components/card-list';
import { EmptyAction } from '../../../components/empty-action';
import { PagedView } from '../../../components/paged-view';
import { useCoupons } from '../api/get-coupons';
import { InfoSection } from './info-sections';

const STATES: Readonly<Record<ReceivedCoupon['status'], { label: string; tone: 'open' | 'done' | 'gone' }>> = {
  given: { label: '可啟用', tone: 'open' },
  activated: { label: '已啟用', tone: 'done' },
  expired: { label: '已過期', tone: 'gone' },
};

const Item = styled.li`
  display: grid;
  gap: 6px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  a { justify-self: start; margin-top: 4px; }
`;

const State = styled.span<{ $tone: 'open' | 'done' | 'gone' }>`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'open' ? theme.color.primaryDark : $tone === 'done' ? theme.color.success : theme.color.muted)};
  background: ${({ theme, $tone }) => ($tone === 'open' ? theme.color.primarySoft : $tone === 'done' ? '#e8f5ee' : theme.color.surface)};
`;

function CouponItem({ coupon }: { coupon: ReceivedCoupon }) {
  const state = STATES[coupon.status] ?? STATES.expired;
  const titleId = `coupon-${coupon.id}`;
  return (
    <Item aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>{GIFT_PLAN_DAYS} 天 VIP 方案</h3>
        <State $tone={state.tone}>{state.label}</State>
      </header>
      <p>
        {coupon.dealer_name} 於 {formatDate(coupon.created_at)} 贈送・方案編號 {coupon.id}
      </p>
      {coupon.status === 'given' && <p>請於 {formatDate(coupon.expires_at, true)} 前啟用，啟用碼在贈送簡訊中</p>}
      {coupon.status === 'activated' && coupon.activated_at && <p>已於 {formatDate(coupon.activated_at)} 啟用</p>}
      {coupon.status === 'expired' && <p>已於 {formatDate(coupon.expires_at)} 過期，可請贈送人重新贈送</p>}
      {coupon.status === 'given' && (
        <Button as={Link} to={`/member/angelPlan?coupon=${coupon.id}`} aria-label={`前往啟用方案編號 ${coupon.id}`}>
          前往啟用
        </Button>
      )}
    </Item>
  );
}

function Coupons() {
  const list = useCoupons();
  return (
    <section aria-labelledby="coupon-list-title">
      <h2 id="coupon-list-title">我的優惠券</h2>
      <PagedView list={list} moreLabel="更多優惠券" skeletonHeight={110} empty={<EmptyAction message="目前沒有優惠券" to="/member/angelPlan" action="了解 VIP 方案" />}>
        {(coupons) => (
          <CardList aria-label="優惠券">
            {coupons.map((coupon) => (
              <CouponItem key={coupon.id} coupon={coupon} />
            ))}
          </CardList>
        )}
      </PagedView>
    </section>
  );
}

/** /member/coupon: the VIP gift coupons joy dealers sent to the member's phone, with their state and the way to activate one. */
export function CouponPage() {
  return (
    <MemberPage title="優惠券">
      <InfoSection id="coupon-about" title="關於 VIP 贈送方案">
        <p>
          樂粉經銷商（天使）贈送的 VIP 方案會收在這裡。以收到簡訊的手機號碼登入後，輸入簡訊中的啟用碼，即可啟用 {GIFT_PLAN_DAYS} 天 VIP（免綁卡，不自動續訂）。
        </p>
      </InfoSection>
      <Coupons />
    </MemberPage>
  );
}
