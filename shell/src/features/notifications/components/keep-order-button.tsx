/**
 * 保留: the member keeps a booking from its notification (PUT /v2/order status 4, §4). The
 * result shows for 3 s (§8): 已保留 when the order is held, 已取消 when it turned out to be
 * cancelled, 失敗 otherwise; after a keep the button is gone.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isOrderResultSuccess, messages } from '@joy/contract';
import { Button } from '@joy/ui';
import { keepOrder } from '../api/keep-order';

export const RESULT_MS = 3000;

const Result = styled.span<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
`;

function resultOf(status: number | undefined, error?: unknown): string {
  if (error) return (error as Error)?.message === messages.orderAlreadyCancelled ? messages.orderCancelled : messages.failed;
  if (status === 4) return messages.orderHeld;
  if (status === 0) return messages.orderCancelled;
  return messages.failed;
}

export function KeepOrderButton({ orderId }: { orderId: number }) {
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
    try {
      const order = await keepOrder(orderId);
      const text = resultOf(order.status);
      setResult(text);
      if (text === messages.orderHeld || text === messages.orderCancelled) setDone(true);
    } catch (error) {
      const text = resultOf(undefined, error);
      setResult(text);
      if (text === messages.orderCancelled) setDone(true);
    } finally {
      setBusy(false);
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
