import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatNumber } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { CardList } from '../../../components/card-list';
import { usePayLogs, type PayLogSummary } from '../api/get-pay-logs';
import { HistoryTabs } from './history-tabs';

const Item = styled.li`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  h2 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

function PayLogItem({ log }: { log: PayLogSummary }) {
  const storeName = log.store?.name ?? log.store_name ?? '樂享店家';
  return (
    <Item>
      <h2>
        <Link to={`/member/history/payment-record/${log.id}`}>{storeName}</Link>
      </h2>
      {log.created_at && <p>{formatDate(log.created_at, true)}</p>}
      {typeof log.amount === 'number' && <p>消費金額 NT$ {formatNumber(log.amount)}</p>}
    </Item>
  );
}

function PayLogs() {
  const list = usePayLogs();
  return (
    <PagedView list={list} empty={<EmptyAction message="目前沒有付款紀錄，在合作店家以樂享付款即可累積樂幣" to="/store" action="看看合作店家" />} moreLabel="更多紀錄">
      {(logs) => (
        <CardList aria-label="付款紀錄">
          {logs.map((log) => (
            <PayLogItem key={log.id} log={log} />
          ))}
        </CardList>
      )}
    </PagedView>
  );
}

/** /member/history/payment-record: payments at partner stores (records arrive with the joy-coin work). */
export function PaymentRecordPage() {
  return (
    <MemberPage title="付款紀錄">
      <HistoryTabs />
      <PayLogs />
    </MemberPage>
  );
}
