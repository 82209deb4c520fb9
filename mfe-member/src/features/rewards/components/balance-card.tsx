import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CoinBalance } from '@joy/contract';
import { Button, Card, formatDate, formatNumber, media } from '@joy/ui';
import { copyText } from '../../../lib/copy-text';
import { groupCode } from '../../../lib/coins';

const Box = styled(Card)`
  display: grid;
  gap: 16px;
  padding: 20px;
  margin-bottom: 20px;
  ${media.tablet} { grid-template-columns: 1fr 1fr; padding: 24px; }
`;

const Balance = styled.div`
  h2 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.color.muted}; }
  strong { display: block; font-size: 2.2rem; line-height: 1.3; color: ${({ theme }) => theme.color.primaryDark}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const PayCode = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primarySoft};
  text-align: center;
  h2 { margin: 0; font-size: 1rem; }
  output {
    display: block;
    margin: 8px 0;
    font: 700 1.7rem/1.3 ui-monospace, 'SFMono-Regular', Menlo, monospace;
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
    user-select: all;
  }
  p { margin: 0 0 10px; font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
  ${media.tablet} { output { font-size: 2rem; } }
`;

/** The balance (thousand separators), the coins expiring next, and the pay code shown at the counter. */
export function BalanceCard({ coin }: { coin: CoinBalance }) {
  return (
    <Box>
      <Balance>
        <h2 id="coin-balance">樂幣餘額</h2>
        <strong>{formatNumber(coin.balance)}</strong>
        {coin.next_expiry ? (
          <p>
            {formatNumber(coin.next_expiry.coin)} 樂幣將於 {formatDate(coin.next_expiry.valid_until)} 後到期
          </p>
        ) : (
          <p>樂幣自獲得日起 120 天內有效</p>
        )}
        <Links>
          <Button as={Link} to="/member/withdrawal" $variant="ghost">
            提領樂幣
          </Button>
          <Button as={Link} to="/member/invitationCode" $variant="ghost">
            邀請好友
          </Button>
        </Links>
      </Balance>
      <PayCode aria-labelledby="pay-code-title">
        <h2 id="pay-code-title">會員付款碼</h2>
        <output aria-label={`會員付款碼 ${coin.pay_code}`}>{groupCode(coin.pay_code)}</output>
        <p>於合作店家結帳時出示此碼，即可使用樂幣折抵並獲得回饋</p>
        <Button type="button" onClick={() => void copyText(coin.pay_code, '付款碼')}>
          複製付款碼
        </Button>
      </PayCode>
    </Box>
  );
}
