import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages, PAY_LOG_STATUS, payLogStatusLabels, type PayLogDetail } from '@joy/contract';
import { Button, ErrorState, formatDate, formatNumber, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { EmptyAction } from '../../../components/empty-action';
import { DetailBox, DetailFacts, DetailStore } from '../../../components/record-detail';
import { ntd } from '../../../lib/coins';
import { isPositiveId } from '../../../lib/route-id';
import { usePayLog } from '../api/get-pay-log';
import { PaymentComments } from './payment-comments';

const Badge = styled.span<{ $paid: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $paid }) => ($paid ? theme.color.success : theme.color.muted)};
  background: ${({ theme, $paid }) => ($paid ? '#e8f5ee' : theme.color.surface)};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: 20px;
  ${media.tablet} { flex-direction: row; justify-content: flex-end; }
`;

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
    <DetailFacts $labelWidth="7em">
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
    </DetailFacts>
  );
}

function PaymentDetail({ id }: { id: string }) {
  const { data: log, error, isLoading, mutate } = usePayLog(id);
  if (isLoading) return <ListSkeleton rows={1} height={320} />;
  if (error instanceof ApiError && error.status === 404) return <EmptyAction message={messages.payLogNotFound} to="/member/history/payment-record" action="回付款紀錄" />;
  if (error || !log) return <ErrorState onRetry={() => void mutate()} />;
  const paid = log.status === PAY_LOG_STATUS.paid;
  return (
    <DetailBox as="article" aria-labelledby="pay-store">
      <DetailStore store={log.store} headingId="pay-store" badge={<Badge $paid={paid}>{payLogStatusLabels[log.status] ?? '處理中'}</Badge>} />
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
    </DetailBox>
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
