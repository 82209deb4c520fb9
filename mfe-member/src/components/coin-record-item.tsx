import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { withdrawalStatusLabels, type CoinRecord, type WithdrawalRecord } from '@joy/contract';
import { formatDate, formatNumber } from '@joy/ui';
import { ntd, signedCoin } from '../lib/coins';

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; grid-column: 1; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
`;

const Amount = styled.strong<{ $in: boolean }>`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: center;
  font-size: 1.2rem;
  color: ${({ theme, $in }) => ($in ? theme.color.success : theme.color.text)};
`;

const Status = styled.span<{ $status: WithdrawalRecord['status'] }>`
  display: inline-block;
  margin-left: 6px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme, $status }) => ($status === 'success' ? theme.color.success : $status === 'failed' ? theme.color.danger : theme.color.primaryDark)};
  background: ${({ theme, $status }) => ($status === 'success' ? '#e8f5ee' : $status === 'failed' ? '#fdecea' : theme.color.primarySoft)};
`;

function Withdrawal({ withdrawal }: { withdrawal: WithdrawalRecord }) {
  return (
    <p>
      {withdrawal.bank.bank_name}（末四碼 {withdrawal.bank.account_last4}）・實際入帳 {ntd(withdrawal.amount_ntd)}
      <Status $status={withdrawal.status}>{withdrawalStatusLabels[withdrawal.status] ?? withdrawal.status}</Status>
      {withdrawal.failure_reason && <>・{withdrawal.failure_reason}</>}
    </p>
  );
}

/** One coin record: what happened, when, the signed change, and its store, validity or withdrawal status. */
export function CoinRecordItem({ record }: { record: CoinRecord }) {
  return (
    <Item>
      <h3>{record.title}</h3>
      <Amount $in={record.coin > 0} aria-label={`${record.coin > 0 ? '獲得' : '扣除'} ${formatNumber(Math.abs(record.coin))} 樂幣`}>
        {signedCoin(record.coin)}
      </Amount>
      <p>
        <time dateTime={record.created_at}>{formatDate(record.created_at, true)}</time>
        {record.store && (
          <>
            ・
            {record.pay_log_id ? <Link to={`/member/history/payment-record/${record.pay_log_id}`}>{record.store.name}</Link> : record.store.name}
          </>
        )}
      </p>
      {record.valid_until && record.coin > 0 && <p>有效期限至 {formatDate(record.valid_until)}</p>}
      {record.withdrawal && <Withdrawal withdrawal={record.withdrawal} />}
    </Item>
  );
}
