import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COIN_TO_NTD, COIN_VALID_DAYS, WITHDRAW_MIN_COINS } from '@joy/contract';
import { Button, formatNumber, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { EmptyAction } from '../../../components/empty-action';
import { PagedView } from '../../../components/paged-view';
import { useCoinBalance } from '../../../lib/get-coin-balance';
import { CoinRecordItem } from '../../../components/coin-record-item';
import { useRedemptions } from '../api/get-redemptions';
import { InfoBox } from './info-sections';

const Ways = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${media.tablet} { grid-template-columns: 1fr 1fr; }
  li { display: grid; gap: 6px; padding: 16px; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius}; }
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  a { justify-self: start; }
`;

const Balance = styled.p`
  margin: 0 0 12px !important;
  strong { font-size: 1.4rem; color: ${({ theme }) => theme.color.primaryDark}; }
`;

const Records = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

function BalanceLine() {
  const { data } = useCoinBalance();
  return (
    <Balance aria-live="polite">
      目前可用 <strong>{data ? formatNumber(data.balance) : '…'}</strong> 樂幣
    </Balance>
  );
}

function Redemptions() {
  const list = useRedemptions();
  return (
    <section aria-labelledby="redeem-records-title">
      <h2 id="redeem-records-title">兌換紀錄</h2>
      <PagedView list={list} moreLabel="更多紀錄" skeletonHeight={72} empty={<EmptyAction message="目前沒有兌換紀錄" to="/store" action="去合作店家使用樂幣" />}>
        {(records) => (
          <Records aria-label="兌換紀錄">
            {records.map((record) => (
              <CoinRecordItem key={record.id} record={record} />
            ))}
          </Records>
        )}
      </PagedView>
    </section>
  );
}

/**
 * /member/redeem: what joy coins can be exchanged for — the bill at a partner store (shown with
 * the pay code) and cash in the member's bank account — and the redemption records: the coins
 * spent at stores or redeemed, from the coin ledger (GET /v2/member/coin/history/redeem).
 */
export function RedeemPage() {
  return (
    <MemberPage title="樂幣兌換">
      <InfoBox as="section" aria-labelledby="redeem-ways-title">
        <h2 id="redeem-ways-title">樂幣可以兌換</h2>
        <BalanceLine />
        <Ways>
          <li>
            <h3>合作店家消費折抵</h3>
            <p>結帳時出示會員付款碼，1 樂幣可折抵新台幣 {COIN_TO_NTD} 元，未折抵的金額仍可獲得樂幣回饋。</p>
            <Button as={Link} to="/member/rewards" $variant="ghost">
              出示付款碼
            </Button>
          </li>
          <li>
            <h3>提領至銀行帳戶</h3>
            <p>滿 {formatNumber(WITHDRAW_MIN_COINS)} 樂幣即可申請提領，款項匯入您的銀行帳戶。</p>
            <Button as={Link} to="/member/withdrawal" $variant="ghost">
              提領樂幣
            </Button>
          </li>
        </Ways>
        <p style={{ marginTop: 12 }}>樂幣自獲得日起 {COIN_VALID_DAYS} 天內有效，使用時會先扣除最早到期的樂幣。</p>
      </InfoBox>
      <Redemptions />
    </MemberPage>
  );
}
