import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DealerWithdrawRecord, DividendRecord } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { Loading, formatNumber } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { RecordList } from '../../../components/record-list';
import { Tabs } from '../../../components/tabs';
import { useMemberDealer } from '../../../lib/dealer-api';
import { dividendWithdrawalsPage, dividendsPage } from '../api/records';
import { CoinWithdrawals } from './coin-withdrawals';
import { WithdrawRow } from './withdraw-records';

const tabs = [
  ['bonus', '獎金紀錄'],
  ['withdraw', '獎金提領'],
  ['coin', '樂幣提領'],
] as const;
type Tab = (typeof tabs)[number][0];

/** The query that opens the coin withdrawals (`?tab=coin`): where a coin withdrawal ends (§4). */
export const COIN_WITHDRAWALS_TAB = 'coin';

function CoinWithdrawalLinks() {
  return (
    <p>
      <Link to="/member/withdrawal">提領樂幣</Link>・<Link to="/member/rewards">全部樂幣紀錄</Link>
    </p>
  );
}

function DealerRecords() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === COIN_WITHDRAWALS_TAB ? 'coin' : 'bonus');
  return (
    <>
      <p>
        每月結算七層下線付款消費的 0.1% 現金獎金。<Link to="/member/point-withdrawal">提領獎金</Link>
      </p>
      <Tabs label="天使獎金" tabs={tabs} current={tab} onChange={setTab}>
        {tab === 'bonus' ? (
          <RecordList<DividendRecord> listKey="dividends" fetchPage={dividendsPage} empty="尚無獎金紀錄" label="獎金紀錄">
            {(d) => (
              <>
                <span>
                  {d.month} 第 {d.level} 層
                  <small>
                    {formatNumber(d.payments)} 筆消費，共 NT$ {formatNumber(d.base_amount)}
                  </small>
                </span>
                <strong>NT$ {formatNumber(d.amount)}</strong>
              </>
            )}
          </RecordList>
        ) : tab === 'withdraw' ? (
          <RecordList<DealerWithdrawRecord> listKey="dividend-withdrawals" fetchPage={dividendWithdrawalsPage} live={['withdrawal']} empty="尚無提領紀錄" label="獎金提領紀錄">
            {(w) => <WithdrawRow w={w} />}
          </RecordList>
        ) : (
          <>
            <CoinWithdrawalLinks />
            <CoinWithdrawals />
          </>
        )}
      </Tabs>
    </>
  );
}

/**
 * /member/withdrawal-record. §4 sends every coin withdrawal here (its success after 2 s, the
 * pending notification's button), so the page serves every member: a member's own coin
 * withdrawals with their status; for a joy dealer also the monthly angel bonus by level and its
 * withdrawals (§2: angel bonus), the coin withdrawals one tab away (`?tab=coin` opens it).
 */
export function AngelBonusPage() {
  const stored = useAuth((s) => Boolean(s.member?.is_joy_dealer));
  const { data, isLoading } = useMemberDealer();
  // The server's word once it is in (the stored flag until then, or if it cannot be had).
  const dealer = data?.is_joy_dealer ?? stored;
  return (
    <DealerPage title={dealer ? '天使獎金' : '提領紀錄'} back={dealer ? { to: '/member/dealer', label: '樂粉經銷' } : { to: '/member/rewards', label: '樂幣紀錄' }}>
      {isLoading ? (
        <Loading />
      ) : dealer ? (
        <DealerRecords />
      ) : (
        <>
          <p>申請提領後樂幣即自帳戶扣除，撥款完成或失敗時會通知您；撥款失敗時樂幣將退回。</p>
          <CoinWithdrawalLinks />
          <CoinWithdrawals />
        </>
      )}
    </DealerPage>
  );
}
