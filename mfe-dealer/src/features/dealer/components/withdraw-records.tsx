import { withdrawalStatusLabels, type DealerWithdrawRecord } from '@joy/contract';
import { formatDate, formatNumber } from '@joy/ui';

/** One withdrawal: amount, account, date and §4 status (pending / success). */
export function WithdrawRow({ w }: { w: DealerWithdrawRecord }) {
  return (
    <>
      <span>
        NT$ {formatNumber(w.amount)}
        <small>
          {w.bank_name} ****{w.account_last4}・{formatDate(w.created_at, true)}
        </small>
      </span>
      <span data-status={w.status}>{withdrawalStatusLabels[w.status]}</span>
    </>
  );
}
