import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { messages, type CommentDetail } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { openLogin, toast } from '@joy/bus';
import { Button, Card, Centered, EmptyState, ErrorState, Loading, Page, formatDate, formatNumber } from '@joy/ui';
import { StepIndicator } from '../../../components/step-indicator';
import { useComment, useReviewedOrder, useReviewedPayment } from '../api/comment';
import { parseCommentTarget, returnPath, RETURN_AFTER_MS, type CommentTarget } from '../lib/comment-target';
import { emptyValues, useCommentForm, valuesOf } from '../lib/use-comment-form';
import { ScoreStep, TextStep } from './comment-form';

const Box = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  padding: 24px;
  h1 { margin: 0 0 4px; font-size: 1.4rem; }
  .about { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const COMMENT_STEPS = ['評分', '撰寫評論', '完成'] as const;

function Flow({ target, comment, about }: { target: CommentTarget; comment: CommentDetail | null; about: string }) {
  const member = useAuth((s) => s.member);
  const form = useCommentForm(target, comment ? valuesOf(comment) : emptyValues(member?.name ?? ''), comment?.images ?? []);
  const navigate = useNavigate();
  const editing = Boolean(target.commentId);
  const done = form.step === 2;

  useEffect(() => {
    if (!done) return undefined;
    toast(editing ? messages.edited : messages.published, 'success', RETURN_AFTER_MS);
    const timer = setTimeout(() => navigate(returnPath(target)), RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, editing, navigate, target]);

  useEffect(() => {
    if (form.failure) toast(editing ? messages.commentEditFailed : messages.commentPostFailed, 'failure');
  }, [form.failure, editing]);

  return (
    <Box>
      <h1>{editing ? '修改評論' : '撰寫評論'}</h1>
      {about && <p className="about">{about}</p>}
      <StepIndicator steps={COMMENT_STEPS} current={form.step} label="評論步驟" />
      {form.step === 0 && <ScoreStep form={form} />}
      {form.step === 1 && <TextStep form={form} editing={editing} />}
      {done && (
        <Centered role="status">
          <strong>{editing ? messages.edited : messages.published}</strong>
          <span>謝謝您的分享，3 秒後返回。</span>
        </Centered>
      )}
    </Box>
  );
}

/** /leave-comment (§2, named route leave-comment): review a completed order or a payment, or edit that review. */
export function LeaveCommentPage() {
  const [params] = useSearchParams();
  const token = useAuth((s) => s.token);
  const target = parseCommentTarget(params);
  const comment = useComment(token ? (target?.commentId ?? null) : null);
  const order = useReviewedOrder(token && target?.kind === 'order' ? target.orderId : null);
  const payment = useReviewedPayment(token && target?.kind === 'payment' ? target.payLogId : null);

  if (!target) return <EmptyState message="找不到要評論的訂位或付款紀錄" />;
  if (!token) {
    return (
      <Page>
        <Centered>
          <span>請先登入會員，再撰寫評論。</span>
          <Button type="button" onClick={() => openLogin()}>
            登入帳號
          </Button>
        </Centered>
      </Page>
    );
  }
  if (comment.isLoading || order.isLoading || payment.isLoading) return <Loading />;
  if (comment.error) return <ErrorState message={comment.error.message} onRetry={() => void comment.mutate()} />;
  const about = order.data
    ? `${order.data.store.name}・${formatDate(order.data.date)} ${order.data.time}`
    : payment.data
      ? `${payment.data.store.name}・付款 NT$ ${formatNumber(payment.data.amount)}・${formatDate(payment.data.created_at, true)}`
      : (comment.data?.store.name ?? '');
  return (
    <Page>
      <Flow key={comment.data?.id ?? 'new'} target={target} comment={comment.data ?? null} about={about} />
    </Page>
  );
}
