import { useState } from 'react';
import styled from 'styled-components';
import { REMINDER_WORDS, type OrderResult } from '@joy/contract';
import { Button } from '@joy/ui';
import { confirmOrderResult } from '../api/confirm-order-result';
import { reasonOf } from '../lib/refusal';

const Box = styled.section`
  margin: 16px 0;
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primarySoft};
  text-align: center;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  p { margin: 0 0 12px; }
  [role='alert'] { color: ${({ theme }) => theme.color.danger}; }
`;

export const Confirmed = styled.p`
  margin: 12px 0;
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
`;


/**
 * The reminder's 確認赴約 (?reminder=confirm): a highlighted question with the button; the
 * booking is confirmed only when the guest presses it, never by opening the link.
 */
export function ReminderPrompt({ order, onConfirmed }: { order: OrderResult; onConfirmed: (order: OrderResult) => void }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      onConfirmed(await confirmOrderResult(order.public_id));
    } catch (error) {
      setRefusal(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box aria-labelledby="reminder-title">
      <h2 id="reminder-title">{REMINDER_WORDS.title}</h2>
      <p>{REMINDER_WORDS.confirmQuestion}</p>
      {refusal && <p role="alert">{refusal}</p>}
      <Button type="button" disabled={busy} onClick={() => void confirm()}>
        {busy ? '傳送中…' : REMINDER_WORDS.confirm}
      </Button>
    </Box>
  );
}
