/**
 * 保留: the member keeps a booking from its notification (PUT /v2/order status 4, §4). The
 * result shows for 3 s (§8): 已保留 when the order is held (also when it already was), 已取消
 * when it turned out to be cancelled, 失敗 otherwise; after a keep the button is gone and
 * `onSettled` reports the order's status, so other notifications about it stop offering keep.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isOrderResultSuccess, messages, type OrderStatus } from '@joy/contract';
import { Button } from '@joy/ui';
import { keepOrder } from '../api/keep-order';

export const RESULT_MS = 3000;

const Result = styled.span<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
`;

function resultOf(status: number | undefined, error?: unknown): string {
  if (error) {
    const message = (error as Error)?.message;
    if (message === messages.orderAlreadyHeld) return messages.orderHeld;
    return message === messages.orderAlreadyCancelled ? messages.orderCancelled : messages.failed;
  }
  if (status === 4) return messages.orderHeld;
  if (status === 0) return messages.orderCancelled;
  return messages.failed;
}

const settledStatus = (text: string): OrderStatus | null => (text === messages.orderHeld ? 4 : text === messages.orderCancelled ? 0 : null);

export function KeepOrderButton({ orderId, onSettled }: { orderId: number; onSettled?: (status: OrderStatus) => void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const keep = async () => {
    setBusy(true);
    let text: string;
    try {
      text = resultOf((await keepOrder(orderId)).status);
    } catch (error) {
      text = resultOf(undefined, error);
    }
    setBusy(false);
    setResult(text);
    const status = settledStatus(text);
    if (status !== null) {
      setDone(true);
      onSettled?.(status);
    }
  };

  return (
    <>
      {!done && (
        <Button type="button" disabled={busy} onClick={keep}>
          保留
        </Button>
      )}
      <span role="status">{result && <Result $ok={isOrderResultSuccess(result)}>{result}</Result>}</span>
    </>
  );
}
