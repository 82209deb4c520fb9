import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CoinBalance } from '@joy/contract';
import { Button, Card, formatDate, formatNumber, media } from '@joy/ui';
import { PayCode } from '../../../components/pay-code';

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
      <PayCode code={coin.pay_code} />
    </Box>
  );
}
