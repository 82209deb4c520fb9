import { forwardRef, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSBOOK_IMAGE_MAX_BYTES, coinMessages, taipeiDate } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, TextField } from '@joy/ui';
import { BankPicker, PassbookUpload } from '@joy/ui/bank-account';
import { errorText, fieldErrors } from '../../../lib/errors';
import { createDealerBank, useBanks, type NewDealerBank } from '../api/withdraw';

const Box = styled.form`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  padding: 16px;
  margin-bottom: 16px;
  h2 { margin: 0 0 12px; font-size: 1.1rem; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 0.85rem; }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
`;

const blank: NewDealerBank = { bank_code: '', branch: '', account_name: '', account_number: '', birthday: '', passbook: null };

interface Props {
  onCreated: () => void;
  /** Shown when the dealer already has an account to withdraw to. */
  onCancel?: () => void;
}

/**
 * A dealer bank account (source dealer): the member's bank form pieces — the searchable bank
 * list (台 and 臺 alike) and the passbook photo picker with its preview — and the same fields;
 * the API checks every field (§5 messages) and its refusal is shown as it says it (§8).
 */
export const DealerBankForm = forwardRef<HTMLFormElement, Props>(function DealerBankForm({ onCreated, onCancel }, ref) {
  const banks = useBanks();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const today = taipeiDate();
  const set = (key: Exclude<keyof NewDealerBank, 'passbook'>) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.passbook) return setErrors((e) => ({ ...e, passbook: e.passbook || coinMessages.passbookRequired }));
    setBusy(true);
    try {
      await createDealerBank(values);
      toast('新增成功', 'success');
      setValues(blank);
      setErrors({});
      onCreated();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box ref={ref} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId}>新增經銷商銀行帳戶</h2>
      {errors.form && (
        <p className="error" role="alert">
          {errors.form}
        </p>
      )}
      <BankPicker banks={banks.data} loadFailed={Boolean(banks.error)} onRetry={() => void banks.mutate()} value={values.bank_code} error={errors.bank_code} onChange={set('bank_code')} />
      <TextField label="分行名稱" value={values.branch} error={errors.branch} onChange={(e) => set('branch')(e.target.value)} autoComplete="off" />
      <TextField label="戶名" value={values.account_name} error={errors.account_name} onChange={(e) => set('account_name')(e.target.value)} autoComplete="name" />
      <TextField label="帳號" inputMode="numeric" value={values.account_number} error={errors.account_number} onChange={(e) => set('account_number')(e.target.value)} autoComplete="off" />
      <TextField label="戶名持有人出生日期" type="date" max={today} value={values.birthday} error={errors.birthday} onChange={(e) => set('birthday')(e.target.value)} />
      <PassbookUpload
        file={values.passbook}
        maxBytes={PASSBOOK_IMAGE_MAX_BYTES}
        error={errors.passbook}
        onChange={(file, problem) => {
          setValues((v) => ({ ...v, passbook: file }));
          setErrors((e) => ({ ...e, passbook: problem ?? '' }));
        }}
      />
      <Actions>
        {onCancel && (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? '新增中…' : '新增帳戶'}
        </Button>
      </Actions>
    </Box>
  );
});
