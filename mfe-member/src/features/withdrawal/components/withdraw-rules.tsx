import styled from 'styled-components';
import { withdrawQuote, withdrawRules } from '@joy/contract';
import { formatNumber } from '@joy/ui';
import { ntd } from '../../../lib/coins';

const Rules = styled.ul`
  margin: 0 0 16px;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  li { margin: 2px 0; }
`;

const Quote = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; text-align: right; }
  dd.total { font-weight: 700; font-size: 1.15rem; color: ${({ theme }) => theme.color.primaryDark}; }
`;

/** §9: the rate rules, from the contract's constants. */
export function WithdrawRules() {
  return (
    <Rules aria-label="提領規則">
      {withdrawRules.text.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Rules>
  );
}

/** §9: the coin-to-NTD conversion of this amount: coins × rate, less the fee, is what reaches the account. */
export function WithdrawQuoteView({ coin }: { coin: number }) {
  const quote = withdrawQuote(coin);
  return (
    <Quote aria-label="提領試算">
      <dt>提領樂幣</dt>
      <dd>{formatNumber(quote.coin)} 樂幣</dd>
      <dt>折合新台幣</dt>
      <dd>{ntd(quote.gross_ntd)}</dd>
      <dt>轉帳手續費</dt>
      <dd>− {ntd(quote.fee_ntd)}</dd>
      <dt>實際入帳</dt>
      <dd className="total">{ntd(quote.amount_ntd)}</dd>
    </Quote>
  );
}
