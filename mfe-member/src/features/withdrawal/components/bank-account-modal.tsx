import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, coinMessages, messages, PASSBOOK_IMAGE_MAX_BYTES, taipeiDate, type MemberBank } from '@joy/contract';
import { schemas, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, Dialog, TextField } from '@joy/ui';
import { BankPicker, PassbookUpload } from '@joy/ui/bank-account';
import { useBanks } from '../api/get-banks';
import { createMemberBank } from '../api/member-banks';
import { errorText } from '../lib/error-text';

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
`;

type Values = { bank_code: string; branch: string; account_name: string; account_number: string; birthday: string };
const blank: Values = { bank_code: '', branch: '', account_name: '', account_number: '', birthday: '' };

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (bank: MemberBank) => void;
}

/**
 * The bank account modal (§2 Layout): searchable bank list, branch, account name and number,
 * the account holder's birthday (date field) and the passbook photo. Checked with the
 * contract's schema before sending; the server's refusal is shown as it says it (§8).
 */
export function BankAccountModal({ open, onClose, onCreated }: Props) {
  const [values, setValues] = useState<Values>(blank);
  const [passbook, setPassbook] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: banks, error: banksError, mutate: reloadBanks } = useBanks(open);
  const today = taipeiDate();

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function close() {
    setValues(blank);
    setPassbook(null);
    setErrors({});
    setProblem('');
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    const checked = await validate(schemas.memberBankCreateBody, { ...values, source: 'member' });
    const found = checked.ok ? {} : { ...checked.errors };
    if (!passbook) found.passbook = errors.passbook || coinMessages.passbookRequired;
    setErrors(found);
    if (!checked.ok || !passbook) return;
    setBusy(true);
    try {
      const bank = await createMemberBank({ ...checked.value, passbook });
      toast(messages.created, 'success');
      onCreated(bank);
      close();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} title="新增銀行帳戶" onClose={close} width={480}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="新增銀行帳戶">
        {problem && <Problem role="alert">{problem}</Problem>}
        <BankPicker id="bank-code" banks={banks} loadFailed={Boolean(banksError)} onRetry={() => void reloadBanks()} value={values.bank_code} error={errors.bank_code} onChange={set('bank_code')} />
        <TextField label="分行名稱" value={values.branch} error={errors.branch} onChange={(e) => set('branch')(e.target.value)} autoComplete="off" />
        <TextField label="戶名" value={values.account_name} error={errors.account_name} onChange={(e) => set('account_name')(e.target.value)} autoComplete="name" />
        <TextField label="帳號" inputMode="numeric" value={values.account_number} error={errors.account_number} onChange={(e) => set('account_number')(e.target.value)} autoComplete="off" />
        <TextField label="戶名持有人出生日期" type="date" max={today} value={values.birthday} error={errors.birthday} onChange={(e) => set('birthday')(e.target.value)} />
        <PassbookUpload
          file={passbook}
          maxBytes={PASSBOOK_IMAGE_MAX_BYTES}
          error={errors.passbook}
          onChange={(file, fileProblem) => {
            setPassbook(file);
            setErrors((e) => ({ ...e, passbook: fileProblem ?? '' }));
          }}
        />
        <Actions>
          <Button type="button" $variant="ghost" onClick={close}>
            取消
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? '新增中…' : '新增帳戶'}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
