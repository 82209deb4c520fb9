import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, messages, type FieldErrors, type MemberRecord } from '@joy/contract';
import { schemas, validate } from '@joy/contract/forms';
import { authStore } from '@joy/auth';
import { emit, toast } from '@joy/bus';
import { Button, Dialog, TextField, useCountdown } from '@joy/ui';
import { deleteAccount, sendDeleteCode, type DeleteProof } from '../api/delete-account';
import { FormSection, Hint, Submit } from './form-section';

/** The protection after a deletion (help c-8): the phone cannot register again for 30 days. */
export const PROTECTION_DAYS = 30;
/** §9: member data and records are kept 3 years. */
export const RECORDS_KEPT_YEARS = 3;
const RESEND_AFTER_S = 60;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
`;

const Notes = styled.ul`
  margin: 0 0 16px;
  padding-left: 1.2em;
  li { margin-bottom: 6px; }
  strong { color: ${({ theme }) => theme.color.danger}; }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 8px;
`;

const Form = styled.form`
  fieldset { border: 0; padding: 0; margin: 0 0 14px; }
  legend { font-weight: 600; margin-bottom: 6px; }
  fieldset label { margin-right: 16px; display: inline-flex; align-items: center; gap: 4px; min-height: 32px; }
`;

const CodeRow = styled.div`
  margin-bottom: 14px;
`;

/** 0912345678 → 0912***678: enough for the member to know which phone, no more. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 4)}***${phone.slice(-3)}` : phone);

/**
 * What deletion means, and the proof: the password, or the SMS code sent to the member's
 * phone (a member who signed up with a social account may have no password). Then the
 * deleted-account state of §8: logged out, home, 您的帳號已刪除.
 */
function DeleteAccountForm({ member, onCancel, onDeleted }: { member: MemberRecord; onCancel: () => void; onDeleted: () => void }) {
  const [proof, setProof] = useState<DeleteProof['proof']>(member.login_type === 'general' ? 'password' : 'code');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useCountdown();

  async function send() {
    try {
      await sendDeleteCode();
      setCountdown(RESEND_AFTER_S);
      toast('驗證碼已寄出', 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterS) setCountdown(error.retryAfterS);
      toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(schemas.memberDeleteBody, proof === 'password' ? { proof, password } : { proof, code });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await deleteAccount(checked.value);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
      return;
    }
    onDeleted();
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="確認刪除帳號">
      <p>刪除帳號前，請先了解：</p>
      <Notes>
        <li>
          尚未使用的樂幣將<strong>全部失效</strong>，無法恢復或提領。
        </li>
        <li>刪除後將立即登出，之後無法再以此帳號登入；VIP 已扣款的費用恕不退費。</li>
        <li>刪除後 {PROTECTION_DAYS} 天為保護期間，期間內無法以同一支手機號碼重新註冊。</li>
        <li>會員資料與交易紀錄依法保存 {RECORDS_KEPT_YEARS} 年後刪除。</li>
      </Notes>
      <fieldset>
        <legend>確認方式</legend>
        <label>
          <input type="radio" name="proof" value="password" checked={proof === 'password'} onChange={() => { setProof('password'); setErrors({}); }} /> 輸入密碼
        </label>
        <label>
          <input type="radio" name="proof" value="code" checked={proof === 'code'} onChange={() => { setProof('code'); setErrors({}); }} /> 手機驗證碼
        </label>
      </fieldset>
      {proof === 'password' ? (
        <>
          <TextField label="密碼" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
          {member.login_type !== 'general' && <Hint>以社群帳號註冊、尚未設定密碼者，請改用手機驗證碼。</Hint>}
        </>
      ) : (
        <CodeRow>
          <Hint>驗證碼將以簡訊傳送至 {maskPhone(member.phone)}。</Hint>
          <Button type="button" $variant="ghost" onClick={() => void send()} disabled={countdown > 0}>
            {countdown > 0 ? `${countdown} 秒後可重新發送` : '發送驗證碼'}
          </Button>
          <TextField label="驗證碼" name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
        </CodeRow>
      )}
      {errors.proof && <p role="alert">{errors.proof}</p>}
      <Actions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          取消
        </Button>
        <DangerButton type="submit" disabled={busy}>
          {busy ? '刪除中…' : '確認刪除'}
        </DangerButton>
      </Actions>
    </Form>
  );
}

/** 帳號設定 → 刪除帳號 (help c-8; app stores ask for it in the app). */
export function DeleteAccount({ member }: { member: MemberRecord }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleted = useRef(false);
  // §8 deleted-account state: the session is already gone on the server. It ends here once the
  // member page has left (home), so the page does not ask a visitor to log in on its way out.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      authStore.getState().logout('user');
      emit('ui:message', { title: '帳號已刪除', message: messages.accountDeleted });
    },
    [],
  );
  return (
    <FormSection aria-labelledby="delete-title">
      <h2 id="delete-title">刪除帳號</h2>
      <Hint>刪除後樂幣將全部失效，且無法復原。</Hint>
      <Submit>
        <DangerButton type="button" onClick={() => setOpen(true)}>
          刪除帳號
        </DangerButton>
      </Submit>
      <Dialog open={open} title="刪除帳號" width={420} onClose={() => setOpen(false)}>
        {open && (
          <DeleteAccountForm
            member={member}
            onCancel={() => setOpen(false)}
            onDeleted={() => {
              deleted.current = true;
              navigate('/', { replace: true });
            }}
          />
        )}
      </Dialog>
    </FormSection>
  );
}
