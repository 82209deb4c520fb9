import { COIN_TO_NTD, COIN_VALID_DAYS } from '@joy/contract';
import { MemberPage } from '../../../components/member-page';
import { EmptyAction } from '../../../components/empty-action';
import { InfoSection } from './info-sections';

/**
 * /member/redeem: how joy coins are used. There is no redemption catalogue to list yet (the
 * contract has no call for one), so the page explains the ways coins are spent today and
 * says plainly that nothing can be exchanged here; coins spent show in the rewards page's
 * 使用紀錄.
 */
export function RedeemPage() {
  return (
    <MemberPage title="樂幣兌換">
      <InfoSection id="redeem-how" title="如何使用樂幣">
        <ol>
          <li>於樂享合作店家結帳時，出示「樂幣紀錄」頁面上的會員付款碼。</li>
          <li>告知店員要折抵的樂幣數量，1 樂幣可折抵新台幣 {COIN_TO_NTD} 元。</li>
          <li>未折抵的金額仍可依店家回饋比例獲得樂幣。</li>
        </ol>
      </InfoSection>
      <InfoSection id="redeem-rules" title="注意事項">
        <ul>
          <li>樂幣自獲得日起 {COIN_VALID_DAYS} 天內有效，使用時會先扣除最早到期的樂幣。</li>
          <li>樂幣也可以提領至您的銀行帳戶。</li>
        </ul>
      </InfoSection>
      <EmptyAction message="目前沒有可兌換的商品，兌換活動推出時會在這裡通知您" to="/member/rewards" action="查看樂幣紀錄" />
    </MemberPage>
  );
}
