import { withdrawalStatusLabels, type CoinRecord } from '@joy/contract';
import { formatDate, formatNumber } from '@joy/ui';
import { RecordList } from '../../../components/record-list';
import { coinWithdrawalsPage } from '../api/records';

/** One coin withdrawal: coins taken, NT$ paid out, account, date, §4 status (and why it failed). */
function CoinWithdrawalRow({ record }: { record: CoinRecord }) {
  const w = record.withdrawal;
  return (
    <>
      <span>
        {formatNumber(Math.abs(record.coin))} 樂幣
        {w && <> → 實際入帳 NT$ {formatNumber(w.amount_ntd)}</>}
        <small>
          {w && (
            <>
              {w.bank.bank_name} ****{w.bank.account_last4}・
            </>
          )}
          {formatDate(record.created_at, true)}
          {w?.failure_reason && <>・{w.failure_reason}</>}
        </small>
      </span>
      {w && <span data-status={w.status}>{withdrawalStatusLabels[w.status] ?? w.status}</span>}
    </>
  );
}

/** The member's coin withdrawals to a bank account, newest first; a payout or a failure moves them live. */
export function CoinWithdrawals() {
  return (
    <RecordList<CoinRecord> listKey="coin-withdrawals" fetchPage={coinWithdrawalsPage} live={['coin', 'withdrawal']} empty="尚無樂幣提領紀錄" label="樂幣提領紀錄">
      {(record) => <CoinWithdrawalRow record={record} />}
    </RecordList>
  );
}
