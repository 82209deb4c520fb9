import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DealerProgram, SubscriptionResult } from '@joy/contract';
import { Button, Dialog, TextField, formatNumber } from '@joy/ui';
import { errorText, fieldErrors, newIdempotencyKey } from '../../../lib/errors';
import { getPrime, pay, useCreditCards } from '../api/subscription';
import { CardLabel } from './card-label';
import type { Consent } from './vip-terms-dialog';

const Cards = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  legend { font-weight: 600; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: center; margin-bottom: 6px; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
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

/**
 * The card step of subscribing: a kept card, or a new one turned into a one-time prime by the
 * gateway step first. The first period is charged at once; a declined card shows the
 * gateway's reason.
 */
export function SubscribeDialog({ program, consent, onClose, onDone }: Props) {
  const cards = useCreditCards(true);
  const kept = cards.data ?? [];
  const [choice, setChoice] = useState<number | 'new'>('new');
  const [card, setCard] = useState({ card_number: '', expiry: '', ccv: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double submit charges once; after a refusal the next try is a new charge.
  const [key, setKey] = useState(() => newIdempotencyKey('vip'));
  const selected = choice;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      const base = { program_id: program.id, consent, idempotency_key: key };
      const result = selected === 'new' ? await pay({ ...base, prime: (await getPrime(card)).prime }) : await pay({ ...base, credit_card_id: selected });
      onDone(result);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorText(error));
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
        {selected === 'new' && (
          <>
            <TextField label="信用卡號碼" inputMode="numeric" autoComplete="cc-number" value={card.card_number} error={errors.card_number} onChange={(e) => setCard({ ...card, card_number: e.target.value })} />
            <Row>
              <TextField label="有效期限（MM/YY）" autoComplete="cc-exp" placeholder="MM/YY" value={card.expiry} error={errors.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} />
              <TextField label="安全碼" inputMode="numeric" autoComplete="cc-csc" value={card.ccv} error={errors.ccv} onChange={(e) => setCard({ ...card, ccv: e.target.value })} />
            </Row>
          </>
        )}
        {message && <Error role="alert">{message}</Error>}
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          {busy ? '付款中…' : `確認付款 NT$ ${formatNumber(program.price)}`}
        </Button>
      </form>
    </Dialog>
  );
}
