import { MemberPage } from '../../../components/member-page';
import { EmptyAction } from '../../../components/empty-action';
import { InfoSection } from './info-sections';

/**
 * /member/coupon: the member's coupons. No coupons are issued to members yet (the contract
 * has no call for them), so the page says what coupons will be and shows the empty state.
 */
export function CouponPage() {
  return (
    <MemberPage title="優惠券">
      <InfoSection id="coupon-about" title="關於優惠券">
        <p>店家或樂享活動發送的優惠券會收在這裡，結帳時出示即可使用；每張優惠券的使用期限與條件以券面說明為準。</p>
      </InfoSection>
      <EmptyAction message="目前沒有優惠券" to="/store" action="逛逛合作店家" />
    </MemberPage>
  );
}
