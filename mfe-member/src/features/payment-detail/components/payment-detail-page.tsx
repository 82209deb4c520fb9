import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages, PAY_LOG_STATUS, payLogStatusLabels, type PayLogDetail } from '@joy/contract';
import { Button, Card, ErrorState, formatDate, formatNumber, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { EmptyAction } from '../../../components/empty-action';
import { ntd } from '../../../lib/coins';
import { usePayLog } from '../api/get-pay-log';
import { PaymentComments } from './payment-comments';

const Box = styled(Card)`
  padding: 20px;
  ${media.tablet} { padding: 28px; }
  h3 { margin: 24px 0 8px; font-size: 1.1rem; }
`;

const Store = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  img { width: 64px; height: 64px; border-radius: 8px; object-fit: cover; }
  h2 { margin: 0 0 4px; font-size: 1.2rem; }
`;

const Badge = styled.span<{ $paid: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $paid }) => ($paid ? theme.color.success : theme.color.muted)};
  background: ${({ theme, $paid }) => ($paid ? '#e8f5ee' : theme.color.surface)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 7em 1fr;
  gap: 10px 12px;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: 20px;
  ${media.tablet} { flex-direction: row; justify-content: flex-end; }
`;

const isPositiveId = (value: string | undefined): value is string => Boolean(value && /^[1-9]\d{0,9}$/.test(value));

/** `/leave-comment` for a payment (§2 named route): slug, type=payment, payId; commentId to edit. */
export function paymentReviewLink(log: Pick<PayLogDetail, 'id' | 'store' | 'comment_id'>): string {
  const query = new URLSearchParams({ slug: log.store.slug, type: 'payment', payId: String(log.id) });
  if (log.comment_id) query.set('commentId', String(log.comment_id));
  return `/leave-comment?${query.toString()}`;
}

/** 店家回饋 10%：128、VIP 加碼 90、邀請獎勵 50 */
const rewardParts = (log: PayLogDetail): string[] =>
  [
    log.reward_coins > 0 ? `店家回饋 ${log.reward_rate}%：${formatNumber(log.reward_coins)}` : '',
    log.vip_reward_coins > 0 ? `VIP 加碼 ${formatNumber(log.vip_reward_coins)}` : '',
    log.invite_reward_coins > 0 ? `邀請獎勵 ${formatNumber(log.invite_reward_coins)}` : '',
  ].filter(Boolean);

function PaymentFacts({ log }: { log: PayLogDetail }) {
  return (
    <Facts>
      <dt>付款時間</dt>
      <dd>
        <time dateTime={log.created_at}>{formatDate(log.created_at, true)}</time>
      </dd>
      <dt>消費金額</dt>
      <dd>{ntd(log.amount)}</dd>
      <dt>樂幣折抵</dt>
      <dd>{log.coins_used > 0 ? `${formatNumber(log.coins_used)} 樂幣` : '未使用'}</dd>
      <dt>實付金額</dt>
      <dd>{ntd(log.cash_amount)}</dd>
      <dt>獲得回饋</dt>
      <dd>
        {formatNumber(log.total_reward_coins)} 樂幣
        {rewardParts(log).length > 0 && `（${rewardParts(log).join('、')}）`}
      </dd>
      {log.reward_valid_until && log.status === PAY_LOG_STATUS.paid && (
        <>
          <dt>回饋有效期限</dt>
          <dd>{formatDate(log.reward_valid_until)}</dd>
        </>
      )}
      {log.refunded_at && (
        <>
          <dt>退款時間</dt>
          <dd>
            <time dateTime={log.refunded_at}>{formatDate(log.refunded_at, true)}</time>
            {log.reward_shortfall > 0 && `（${formatNumber(log.reward_shortfall)} 樂幣回饋已使用或到期，無法收回）`}
          </dd>
        </>
      )}
    </Facts>
  );
}

function PaymentDetail({ id }: { id: string }) {
  const { data: log, error, isLoading, mutate } = usePayLog(id);
  if (isLoading) return <ListSkeleton rows={1} height={320} />;
  if (error instanceof ApiError && error.status === 404) return <EmptyAction message={messages.payLogNotFound} to="/member/history/payment-record" action="回付款紀錄" />;
  if (error || !log) return <ErrorState onRetry={() => void mutate()} />;
  const paid = log.status === PAY_LOG_STATUS.paid;
  return (
    <Box as="article" aria-labelledby="pay-store">
      <Store>
        {log.store.logo && <img src={log.store.logo} alt="" width={64} height={64} />}
        <div>
          <h2 id="pay-store">{log.store.name}</h2>
          <Badge $paid={paid}>{payLogStatusLabels[log.status] ?? '處理中'}</Badge>
        </div>
      </Store>
      <PaymentFacts log={log} />
      {paid && (
        <Actions>
          <Button as={Link} to={paymentReviewLink(log)}>
            {log.comment_id ? '修改評論' : '撰寫評論'}
          </Button>
        </Actions>
      )}
      <h3>我的評論</h3>
      {log.comments.length > 0 ? <PaymentComments comments={log.comments} /> : <p>{paid ? '還沒有評論，分享這次的用餐體驗吧！' : '已退款的付款無法評論'}</p>}
    </Box>
  );
}

/** /member/history/payment-record/:payLogId — a payment: store, amount, coins spent, reward, status, time, comments. */
export function PaymentDetailPage() {
  const { payLogId } = useParams();
  return (
    <MemberPage title="付款明細" back={{ to: '/member/history/payment-record', label: '付款紀錄' }}>
      {isPositiveId(payLogId) ? <PaymentDetail id={payLogId} /> : <EmptyAction message={messages.payLogNotFound} to="/member/history/payment-record" action="回付款紀錄" />}
    </MemberPage>
  );
}
