import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from '@joy/bus';
import { Button, TextField } from '@joy/ui';
import { errorText, fieldErrors } from '../../../lib/errors';
import { createDealerBank, useBanks, type NewDealerBank } from '../api/withdraw';

const Box = styled.form`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  padding: 16px;
  margin-bottom: 16px;
  h2 { margin: 0 0 12px; font-size: 1.1rem; }
  label.pick { display: flex; flex-direction: column; gap: 4px; font-weight: 600; margin-bottom: 14px; }
  select { font: inherit; padding: 8px; border-radius: 8px; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 0.85rem; font-weight: normal; }
`;

const blank: NewDealerBank = { bank_code: '', branch: '', account_name: '', account_number: '', birthday: '', passbook: null };

/** A dealer bank account (source dealer) with its passbook photo; the API checks every field (§5 messages). */
export function DealerBankForm({ onCreated }: { onCreated: () => void }) {
  const banks = useBanks();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const set = (key: keyof NewDealerBank) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <Box onSubmit={submit} noValidate aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>新增經銷商銀行帳戶</h2>
      <label className="pick">
        銀行
        <select value={values.bank_code} onChange={set('bank_code')} aria-invalid={Boolean(errors.bank_code)}>
          <option value="">請選擇銀行</option>
          {(banks.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.code} {b.name}
            </option>
          ))}
        </select>
        {errors.bank_code && <span className="error">{errors.bank_code}</span>}
      </label>
      <TextField label="分行名稱" value={values.branch} error={errors.branch} onChange={set('branch')} />
      <TextField label="戶名" value={values.account_name} error={errors.account_name} onChange={set('account_name')} />
      <TextField label="帳號" inputMode="numeric" value={values.account_number} error={errors.account_number} onChange={set('account_number')} />
      <TextField label="戶名持有人出生日期" type="date" value={values.birthday} error={errors.birthday} onChange={set('birthday')} />
      <label className="pick" htmlFor={fileId}>
        存摺封面照片
        <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setValues({ ...values, passbook: e.target.files?.[0] ?? null })} />
        {errors.passbook && <span className="error">{errors.passbook}</span>}
      </label>
      {errors.form && <p className="error" role="alert">{errors.form}</p>}
      <Button type="submit" disabled={busy}>
        新增帳戶
      </Button>
    </Box>
  );
}
