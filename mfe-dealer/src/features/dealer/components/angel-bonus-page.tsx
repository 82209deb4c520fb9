import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DealerWithdrawRecord, DividendRecord } from '@joy/contract';
import { formatNumber } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { RecordList } from '../../../components/record-list';
import { Tabs } from '../../../components/tabs';
import { dividendWithdrawalsPage, dividendsPage } from '../api/records';
import { WithdrawRow } from './withdraw-records';

const tabs = [
  ['bonus', '獎金紀錄'],
  ['withdraw', '提領紀錄'],
] as const;

/** /member/withdrawal-record (dealers only): the monthly angel bonus by level, and its withdrawals. */
export function AngelBonusPage() {
  const [tab, setTab] = useState<(typeof tabs)[number][0]>('bonus');
  return (
    <DealerPage title="天使獎金" back={{ to: '/member/dealer', label: '樂粉經銷' }} dealerOnly>
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
        ) : (
          <RecordList<DealerWithdrawRecord> listKey="dividend-withdrawals" fetchPage={dividendWithdrawalsPage} live={['withdrawal']} empty="尚無提領紀錄" label="提領紀錄">
            {(w) => <WithdrawRow w={w} />}
          </RecordList>
        )}
      </Tabs>
    </DealerPage>
  );
}
