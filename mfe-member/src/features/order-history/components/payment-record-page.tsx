import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAY_LOG_STATUS, payLogStatusLabels, type PayLog } from '@joy/contract';
import { formatDate, formatNumber, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { CardList } from '../../../components/card-list';
import { usePayLogs } from '../api/get-pay-logs';
import { HistoryTabs } from './history-tabs';

const Item = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: 4px 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
  img, .logo { grid-row: span 3; width: 56px; height: 56px; border-radius: 8px; object-fit: cover; background: ${({ theme }) => theme.color.surface}; }
  h2 { margin: 0; font-size: 1.05rem; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
  h2 a { color: inherit; text-decoration: none; outline: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.95rem; }
  ${media.tablet} { grid-template-columns: 72px 1fr; img, .logo { width: 72px; height: 72px; } }
`;

const Refunded = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
  background: ${({ theme }) => theme.color.surface};
`;

function PayLogItem({ log }: { log: PayLog }) {
  return (
    <Item>
      {log.store.logo ? <img src={log.store.logo} alt="" width={56} height={56} loading="lazy" /> : <span className="logo" aria-hidden="true" />}
      <h2>
        <Link to={`/member/history/payment-record/${log.id}`}>{log.store.name}</Link>
        {log.status === PAY_LOG_STATUS.refunded && <Refunded>{payLogStatusLabels[2]}</Refunded>}
      </h2>
      <p>
        <time dateTime={log.created_at}>{formatDate(log.created_at, true)}</time>
      </p>
      <p>
        消費金額 NT$ {formatNumber(log.amount)}
        {log.coins_used > 0 && `・折抵 ${formatNumber(log.coins_used)} 樂幣`}
        {log.total_reward_coins > 0 && `・回饋 ${formatNumber(log.total_reward_coins)} 樂幣`}
      </p>
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

/** /member/history/payment-record: payments at partner stores, 5 a page (§4 paging), each opening its detail. */
export function PaymentRecordPage() {
  return (
    <MemberPage title="付款紀錄">
      <HistoryTabs />
      <PayLogs />
    </MemberPage>
  );
}
