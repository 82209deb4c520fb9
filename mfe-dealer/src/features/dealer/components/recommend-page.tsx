import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { mutate } from 'swr';
import type { DealerWithdrawRecord, RecommendStoreRecord, ShareProfitRecord } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, TextField, formatDate, formatNumber } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { RecordList } from '../../../components/record-list';
import { Tabs } from '../../../components/tabs';
import { memberDealerKey } from '../../../lib/dealer-api';
import { errorText } from '../../../lib/errors';
import { profitWithdrawalsPage, recommendStore, recommendedStoresPage, shareProfitsPage } from '../api/records';
import { WithdrawRow } from './withdraw-records';

const tabs = [
  ['stores', '推薦店家'],
  ['profit', '分潤紀錄'],
  ['withdraw', '提領紀錄'],
] as const;

/** /member/recommend (dealers only): refer a store, the referred stores, the monthly 1‰ profit and its withdrawals. */
export function RecommendPage() {
  const [tab, setTab] = useState<(typeof tabs)[number][0]>('stores');
  const [generation, setGeneration] = useState(0);
  return (
    <DealerPage title="店家推薦獎勵" back={{ to: '/member/dealer', label: '樂粉經銷' }} dealerOnly>
      <p>
        推薦的店家每月營收千分之一為您的推薦獎勵。<Link to="/member/recommend-withdrawal">提領獎勵</Link>
      </p>
      <RecommendForm onDone={() => setGeneration((g) => g + 1)} />
      <Tabs label="店家推薦獎勵" tabs={tabs} current={tab} onChange={setTab}>
        {tab === 'stores' && (
          <RecordList<RecommendStoreRecord> listKey={`stores-${generation}`} fetchPage={recommendedStoresPage} empty="尚未推薦店家" label="推薦店家">
            {(s) => (
              <>
                <Link to={`/store/${s.store_id}`}>{s.store_name}</Link>
                <small>{formatDate(s.created_at)} 推薦</small>
              </>
            )}
          </RecordList>
        )}
        {tab === 'profit' && (
          <RecordList<ShareProfitRecord> listKey="profits" fetchPage={shareProfitsPage} empty="尚無分潤紀錄" label="分潤紀錄">
            {(p) => (
              <>
                <span>
                  {p.month} {p.store_name}
                  <small>當月營收 NT$ {formatNumber(p.base_amount)}</small>
                </span>
                <strong>NT$ {formatNumber(p.amount)}</strong>
              </>
            )}
          </RecordList>
        )}
        {tab === 'withdraw' && (
          <RecordList<DealerWithdrawRecord> listKey="profit-withdrawals" fetchPage={profitWithdrawalsPage} live={['withdrawal']} empty="尚無提領紀錄" label="提領紀錄">
            {(w) => <WithdrawRow w={w} />}
          </RecordList>
        )}
      </Tabs>
    </DealerPage>
  );
}

/** A store is named by its number (the digits of its page address, /store/123). */
function RecommendForm({ onDone }: { onDone: () => void }) {
  const [storeId, setStoreId] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await recommendStore(Number(storeId.replace(/\D/g, '')) || 0);
      toast('新增成功', 'success');
      setStoreId('');
      onDone();
      void mutate(memberDealerKey);
    } catch (e) {
      setError(errorText(e, 'store_id'));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="推薦店家編號（店家頁網址 /store/ 後的數字）" inputMode="numeric" value={storeId} error={error} onChange={(e) => setStoreId(e.target.value)} />
      <Button type="submit">推薦店家</Button>
    </form>
  );
}
