import { useState } from 'react';
import styled from 'styled-components';
import { cancelKeepsText, DINER_ACTION_WORDS, type OrderResult } from '@joy/contract';
import { Button, Dialog, formatDate } from '@joy/ui';
import { cancelOrderResult } from '../api/cancel-order-result';
import { reasonOf } from '../lib/refusal';

const Body = styled.div`
  text-align: center;
  p { margin: 0 0 12px; }
  .buttons { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; margin-top: 16px; }
  [role='alert'] { color: ${({ theme }) => theme.color.danger}; }
`;


interface Props {
  order: OrderResult;
  open: boolean;
  onClose: () => void;
  onCancelled: (order: OrderResult) => void;
}

/**
 * 確定取消訂位？ — the guest's cancel asks first, whether opened by 取消訂位 or by the
 * reminder's link (?reminder=cancel): nothing is cancelled until 確定取消 is pressed.
 */
export function CancelDialog({ order, open, onClose, onCancelled }: Props) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setRefusal(null);
    try {
      onCancelled(await cancelOrderResult(order.public_id));
    } catch (error) {
      setRefusal(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setRefusal(null);
    onClose();
  };

  return (
    <Dialog open={open} title="確定取消訂位？" onClose={close}>
      <Body>
        <p>{`${order.store.name} ${formatDate(order.date)} ${order.time}`}</p>
        <p>取消後座位將釋出給其他客人，無法復原。</p>
        {cancelKeepsText(order.guarantee) && <p>{cancelKeepsText(order.guarantee)}</p>}
        {refusal && <p role="alert">{refusal}</p>}
        <div className="buttons">
          <Button type="button" $variant="ghost" onClick={close}>
            返回
          </Button>
          <Button type="button" disabled={busy} onClick={() => void cancel()}>
            {busy ? '取消中…' : `確定${DINER_ACTION_WORDS.cancel.label}`}
          </Button>
        </div>
      </Body>
    </Dialog>
  );
}
