import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DealerProgram, SubscriptionResult } from '@joy/contract';
import { Button, Dialog, formatNumber } from '@joy/ui';
import { errorText, newIdempotencyKey } from '../../../lib/errors';
import { pay, useCreditCards } from '../api/subscription';
import { PrimeRefused, useCardFields } from '../hooks/use-card-fields';
import { CardFields } from '@joy/ui/tpdirect';
import { CardLabel } from './card-label';
import type { Consent } from './vip-terms-dialog';

const Cards = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  legend { font-weight: 600; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: center; margin-bottom: 6px; }
`;

const Error = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0 0 8px;
`;

interface Props {
  program: DealerProgram;
  consent: Consent;
  onClose: () => void;
  onDone: (result: SubscriptionResult) => void;
}

/** Shown when the SDK will not make a prime of the card in its fields. */
export const PRIME_REFUSED = '無法驗證這張信用卡，請確認卡號、有效期限與安全碼後再試';

/**
 * The card step of subscribing: a kept card, or a new one typed into the gateway SDK's fields
 * and turned into a one-time prime in the browser; only the prime reaches our API. The first
 * period is charged at once; a declined card shows the gateway's reason.
 */
export function SubscribeDialog({ program, consent, onClose, onDone }: Props) {
  const cards = useCreditCards(true);
  const kept = cards.data ?? [];
  const [choice, setChoice] = useState<number | 'new'>('new');
  const fields = useCardFields();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double submit charges once; after a refusal the next try is a new charge.
  const [key, setKey] = useState(() => newIdempotencyKey('vip'));
  const selected = choice;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected === 'new' && !fields.canGetPrime) return;
    setBusy(true);
    setMessage('');
    try {
      const base = { program_id: program.id, consent, idempotency_key: key };
      const result = selected === 'new' ? await pay({ ...base, prime: await fields.prime() }) : await pay({ ...base, credit_card_id: selected });
      onDone(result);
    } catch (error) {
      setMessage(error instanceof PrimeRefused ? PRIME_REFUSED : errorText(error));
      setKey(newIdempotencyKey('vip'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={`訂閱 ${program.name}`} onClose={onClose} width={440}>
      <form onSubmit={submit} noValidate>
        {kept.length > 0 && (
          <Cards>
            <legend>付款卡片</legend>
            {kept.map((c) => (
              <label key={c.id}>
                <input type="radio" name="card" checked={selected === c.id} onChange={() => setChoice(c.id)} />
                <CardLabel card={c} />
              </label>
            ))}
            <label>
              <input type="radio" name="card" checked={selected === 'new'} onChange={() => setChoice('new')} />
              使用新的信用卡
            </label>
          </Cards>
        )}
        {/* Kept mounted while a kept card is chosen: the SDK's fields keep what was typed. */}
        <CardFields fields={fields} hidden={selected !== 'new'} />
        {message && <Error role="alert">{message}</Error>}
        <Button type="submit" disabled={busy || (selected === 'new' && !fields.canGetPrime)} style={{ width: '100%' }}>
          {busy ? '付款中…' : `確認付款 NT$ ${formatNumber(program.price)}`}
        </Button>
      </form>
    </Dialog>
  );
}
