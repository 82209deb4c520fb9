import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { subscriptionMessages as m } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, Loading, TextField, formatNumber } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { refreshMemberAndDealer, useMemberDealer } from '../../../lib/dealer-api';
import { errorText, fieldErrors } from '../../../lib/errors';
import { useDealerBanks, withdrawDividend, withdrawProfit } from '../api/withdraw';
import { DealerBankForm } from './dealer-bank-form';

const Accounts = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  legend { font-weight: 600; margin-bottom: 6px; }
  label { display: flex; gap: 8px; align-items: center; margin-bottom: 6px; }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/** §4: a withdrawal's success moves on after 2 s. */
export const WITHDRAW_REDIRECT_MS = 2000;

const kinds = {
  dividend: { title: '天使獎金提領', field: 'point', back: '/member/dealer', send: withdrawDividend },
  profit: { title: '店家推薦獎勵提領', field: 'bonus', back: '/member/recommend', send: withdrawProfit },
} as const;

/**
 * /member/point-withdrawal and /member/recommend-withdrawal (dealers only): whole NT$ of the
 * balance to one of the dealer's own dealer bank accounts; success goes to the dealer home
 * (dividend) or the referral page (profit) after 2 s.
 */
export function WithdrawPage({ kind }: { kind: keyof typeof kinds }) {
  const k = kinds[kind];
  return (
    <DealerPage title={k.title} back={{ to: k.back, label: '返回' }} dealerOnly>
      <WithdrawForm kind={kind} />
    </DealerPage>
  );
}

function WithdrawForm({ kind }: { kind: keyof typeof kinds }) {
  const k = kinds[kind];
  const navigate = useNavigate();
  const { data } = useMemberDealer();
  const banks = useDealerBanks();
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState(false);
  const [adding, setAdding] = useState(false);
  const bankForm = useRef<HTMLFormElement>(null);
  const balance = kind === 'dividend' ? data?.dealer?.angel_bonus : data?.dealer?.store_profit;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(k.back), WITHDRAW_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, k.back]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAlert('');
    if (!bankId) return setErrors({ member_bank_id: m.bankRequired });
    try {
      await k.send(Number(amount) || 0, bankId);
      toast(m.withdrawn, 'success');
      setDone(true);
      void refreshMemberAndDealer();
    } catch (error) {
      setErrors(fieldErrors(error));
      setAlert(errorText(error));
    }
  };

  if (!banks.data) return <Loading />;
  const none = banks.data.length === 0;
  // Without an account the bank form is open already: the button takes the dealer to it.
  const openBankForm = () => {
    setAdding(true);
    requestAnimationFrame(() => bankForm.current?.focus());
  };
  return (
    <>
      <p>可提領金額：NT$ {formatNumber(balance?.available ?? 0)}</p>
      {(adding || none) && (
        <DealerBankForm
          ref={bankForm}
          onCancel={none ? undefined : () => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            setErrors(({ member_bank_id: _, ...rest }) => rest);
            void banks.mutate();
          }}
        />
      )}
      <form onSubmit={submit} noValidate>
        <Accounts aria-describedby={errors.member_bank_id ? 'bank-error' : undefined}>
          <legend>提領帳戶</legend>
          {none && <p>尚未設定經銷商銀行帳戶，新增帳戶後即可提領。</p>}
          {banks.data.map((b) => (
            <label key={b.id}>
              <input type="radio" name="bank" checked={bankId === b.id} onChange={() => setBankId(b.id)} />
              {b.bank_name} {b.account_number_masked}
            </label>
          ))}
          {errors.member_bank_id && (
            <Alert id="bank-error" role="alert">
              {none ? '請先新增經銷商銀行帳戶' : errors.member_bank_id}
            </Alert>
          )}
          {(none || !adding) && (
            <Button type="button" $variant="ghost" onClick={openBankForm}>
              ＋ 新增銀行帳戶
            </Button>
          )}
        </Accounts>
        <TextField label="提領金額（新台幣）" inputMode="numeric" value={amount} error={errors[k.field]} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} />
        {alert && !errors.member_bank_id && !errors[k.field] && <Alert role="alert">{alert}</Alert>}
        {done ? <p role="status">{m.withdrawn}</p> : <Button type="submit">確認提領</Button>}
      </form>
    </>
  );
}
