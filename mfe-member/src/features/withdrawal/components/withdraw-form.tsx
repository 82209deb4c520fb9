import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { coinMessages, sitePaths, WITHDRAW_MAX_COINS, WITHDRAW_MIN_COINS, WITHDRAW_TYPE_COIN, type MemberBank } from '@joy/contract';
import { schemas, validate } from '@joy/contract/forms';
import { Button, Dialog, TextField, formatNumber, media } from '@joy/ui';
import { withdraw } from '../api/withdraw';
import { errorText, newIdempotencyKey } from '../lib/error-text';
import { WithdrawQuoteView, WithdrawRules } from './withdraw-rules';

/** §4: a withdrawal's success goes to the withdrawal record after 2 s — its coin withdrawals, where this one is listed. */
export const WITHDRAW_DONE_MS = 2000;
export const WITHDRAWAL_RECORD_PATH = sitePaths.coinWithdrawals();

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  ${media.tablet} { flex-direction: row; justify-content: flex-end; }
`;

const Confirm = styled.div`
  p { margin: 0 0 12px; text-align: center; }
  div.buttons { display: flex; gap: 12px; justify-content: center; }
`;

const Done = styled.div`
  text-align: center;
  span[aria-hidden] { display: block; font-size: 2.5rem; color: ${({ theme }) => theme.color.success}; }
  p { margin: 8px 0 0; color: ${({ theme }) => theme.color.muted}; }
`;

interface Props {
  balance: number;
  bank: MemberBank | null;
  onWithdrawn: () => void;
}

/** The amount, the rules and the conversion before confirming; a confirm dialog; success → the record after 2 s. */
export function WithdrawForm({ balance, bank, onWithdrawn }: Props) {
  const navigate = useNavigate();
  const [coin, setCoin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState<{ coin: number; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const amount = /^\d+$/.test(coin) ? Number(coin) : 0;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(WITHDRAWAL_RECORD_PATH), WITHDRAW_DONE_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function review(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const checked = await validate(schemas.withdrawBody, { type: WITHDRAW_TYPE_COIN, coin: coin.trim() === '' ? undefined : /^\d+$/.test(coin.trim()) ? Number(coin.trim()) : coin, member_bank_id: bank?.id });
    const found = checked.ok ? {} : { ...checked.errors };
    if (checked.ok && checked.value.coin > balance) found.coin = coinMessages.insufficientCoins;
    setErrors(found);
    if (!checked.ok || found.coin) return;
    setConfirming({ coin: checked.value.coin, key: newIdempotencyKey() });
  }

  async function send() {
    if (!confirming || !bank) return;
    setBusy(true);
    try {
      await withdraw(confirming.coin, bank.id, confirming.key);
      setConfirming(null);
      setDone(true);
      onWithdrawn();
    } catch (error) {
      setConfirming(null);
      setProblem(errorText(error, 'coin'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void review(e)} aria-labelledby="withdraw-amount-title">
      <h2 id="withdraw-amount-title">提領金額</h2>
      <WithdrawRules />
      {problem && <Problem role="alert">{problem}</Problem>}
      <TextField
        label="提領樂幣數量"
        placeholder={`${formatNumber(WITHDRAW_MIN_COINS)} – ${formatNumber(WITHDRAW_MAX_COINS)}`}
        inputMode="numeric"
        value={coin}
        error={errors.coin ?? errors.member_bank_id}
        onChange={(e) => setCoin(e.target.value.replace(/[^\d]/g, ''))}
      />
      <WithdrawQuoteView coin={amount} />
      <Actions>
        <Button type="submit" disabled={!bank || done}>
          確認提領
        </Button>
      </Actions>
      <Dialog open={Boolean(confirming)} title="確認提領" onClose={closeConfirm}>
        {confirming && bank && (
          <Confirm>
            <p>
              匯入 {bank.bank_name} {bank.account_number_masked}
            </p>
            <WithdrawQuoteView coin={confirming.coin} />
            <div className="buttons">
              <Button type="button" $variant="ghost" onClick={closeConfirm}>
                返回
              </Button>
              <Button type="button" disabled={busy} onClick={() => void send()}>
                {busy ? '送出中…' : '確定提領'}
              </Button>
            </div>
          </Confirm>
        )}
      </Dialog>
      <Dialog open={done} title={coinMessages.withdrawalSent} onClose={() => navigate(WITHDRAWAL_RECORD_PATH)}>
        <Done role="status">
          <span aria-hidden="true">✓</span>
          <p>款項撥付後將通知您，即將前往提領紀錄…</p>
        </Done>
      </Dialog>
    </form>
  );
}
