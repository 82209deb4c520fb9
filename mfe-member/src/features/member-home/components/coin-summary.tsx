import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, formatDate, formatNumber } from '@joy/ui';
import { useCoinBalance } from '../../../lib/get-coin-balance';

const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 16px 20px;
  margin-bottom: 24px;
  h2 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.color.muted}; }
  strong { font-size: 1.8rem; color: ${({ theme }) => theme.color.primaryDark}; }
  p { margin: 0; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
  a { font-weight: 600; color: ${({ theme }) => theme.color.primaryDark}; }
`;

/** The member's coin balance on the home page, with the next expiry and a way to the records. */
export function CoinSummary() {
  const { data, error, isLoading, mutate } = useCoinBalance();
  return (
    <Box as="section" aria-labelledby="home-coin-title" aria-busy={isLoading}>
      <div>
        <h2 id="home-coin-title">樂幣餘額</h2>
        {data ? (
          <>
            <strong>{formatNumber(data.balance)}</strong>
            {data.next_expiry && (
              <p>
                {formatNumber(data.next_expiry.coin)} 樂幣將於 {formatDate(data.next_expiry.valid_until)} 後到期
              </p>
            )}
          </>
        ) : error ? (
          <p role="alert">
            餘額暫時無法顯示，
            <button type="button" onClick={() => void mutate()}>
              重新載入
            </button>
          </p>
        ) : (
          <strong aria-label="載入中">…</strong>
        )}
      </div>
      <Link to="/member/rewards">查看樂幣紀錄 ›</Link>
    </Box>
  );
}
