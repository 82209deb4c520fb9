import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, cancelKeepsText, DINER_ACTION_WORDS, messages, REMINDER_WORDS, type OrderDetail } from '@joy/contract';
import { Button, Dialog, media } from '@joy/ui';
import { ResultDialog, type Result } from '../../../components/result-dialog';
import { orderActions, reviewLink } from '../../../lib/order-status';
import { updateOrder, type OrderChange } from '../api/update-order';
import type { MemberOrder } from '../api/get-order';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 20px;
  ${media.tablet} { flex-direction: row; justify-content: flex-end; }
`;

const Confirm = styled.div`
  text-align: center;
  div { display: flex; gap: 12px; justify-content: center; margin-top: 16px; }
`;

const Hint = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

/** The reminder's 確認赴約 link (?reminder=confirm): the keep question and its button stand out. */
const Reminded = styled.section`
  margin-top: 16px;
  padding: 12px 16px 16px;
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primarySoft};
  h2 { margin: 0; font-size: 1.05rem; }
  p { margin-top: 8px; color: ${({ theme }) => theme.color.text}; font-size: 1rem; }
`;

/** The reason a refused change gives (e.g. 此訂位已取消) beside the plain 失敗. */
const reasonOf = (error: unknown): string | undefined => (error instanceof ApiError ? (error.fields.status ?? (error.message !== messages.failed ? error.message : undefined)) : undefined);

interface Props {
  order: MemberOrder;
  now: Date;
  /** Opened from a reminder's 確認赴約: 保留訂位 is the answer, highlighted. */
  remind?: boolean;
  onChanged: (order: OrderDetail) => void;
  onRefused: () => void;
}

/**
 * §4 actions on one order, labelled from the contract's status table (DINER_ACTION_WORDS):
 * 保留訂位 (1|2 → 4) and 取消訂位 (with a confirmation) while the reservation is ahead;
 * 撰寫評論 / 修改評論 once it is completed (7), which hides the buttons.
 * Results stay 3 s: 已保留 / 已取消 as success, 失敗 otherwise (§8).
 */
export function OrderActions({ order, now, remind = false, onChanged, onRefused }: Props) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const closeResult = useCallback(() => setResult(null), []);
  const closeConfirm = useCallback(() => setConfirming(false), []);
  const actions = orderActions(order, now);

  async function change(status: OrderChange) {
    setConfirming(false);
    setBusy(true);
    try {
      const updated = await updateOrder(order.id, status);
      onChanged(updated);
      setResult({ message: status === 4 ? messages.orderHeld : messages.orderCancelled, success: true });
    } catch (error) {
      setResult({ message: messages.failed, success: false, detail: reasonOf(error) });
      onRefused();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {actions.review && (
        <Row>
          <Button as={Link} to={reviewLink(order.id, order.comment_id)}>
            {order.comment_id ? '修改評論' : DINER_ACTION_WORDS.review.label}
          </Button>
        </Row>
      )}
      {remind && actions.keep && (
        <Reminded aria-labelledby="reminder-keep">
          <h2 id="reminder-keep">{REMINDER_WORDS.title}</h2>
          <Hint>{DINER_ACTION_WORDS.keep.hint}</Hint>
          <Row>
            <Button type="button" disabled={busy} onClick={() => void change(4)}>
              {DINER_ACTION_WORDS.keep.label}
            </Button>
          </Row>
        </Reminded>
      )}
      {!remind && actions.keep && <Hint>{DINER_ACTION_WORDS.keep.hint}</Hint>}
      {(actions.keep || actions.cancel) && (
        <Row>
          {actions.cancel && (
            <Button type="button" $variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
              {DINER_ACTION_WORDS.cancel.label}
            </Button>
          )}
          {actions.keep && !remind && (
            <Button type="button" disabled={busy} onClick={() => void change(4)}>
              {DINER_ACTION_WORDS.keep.label}
            </Button>
          )}
        </Row>
      )}
      <Dialog open={confirming} title="確定要取消訂位嗎？" onClose={closeConfirm}>
        <Confirm>
          <p>取消後座位將釋出給其他客人，無法復原。</p>
          {cancelKeepsText(order.guarantee) && <p>{cancelKeepsText(order.guarantee)}</p>}
          <div>
            <Button type="button" $variant="ghost" onClick={closeConfirm}>
              返回
            </Button>
            <Button type="button" onClick={() => void change(0)}>
              確定取消
            </Button>
          </div>
        </Confirm>
      </Dialog>
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}
