import { useState, type FormEvent } from 'react';
import * as yup from 'yup';
import { ApiError, messages, type FieldErrors, type LoginType, type VerifyResult } from '@joy/contract';
import { rules, validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, TextField, useCountdown, waitText } from '@joy/ui';
import { sendCode } from '../api/send-code';
import { verifyCode } from '../api/verify-code';

const phoneSchema = yup.object({ phone: rules.phone() });
const codeSchema = yup.object({ phone: rules.phone(), code: yup.string().trim().required('請輸入驗證碼') });
export const RESEND_AFTER_S = 60;

/** The wait in words (45 秒, 12 分 5 秒, 2 小時): the one helper the code forms share. */
export { waitText };

/** Phone → SMS code → verify (§4 phone verification). Reports the verified phone, code and reply. */
export interface VerifyAs {
  type: LoginType;
  ids: Record<string, string>;
}

export function PhoneCodeStep({ onVerified, onError, verifyAs, submitLabel = '下一步' }: { onVerified: (phone: string, code: string, result: VerifyResult) => void; onError?: (error: ApiError) => boolean; verifyAs?: VerifyAs; submitLabel?: string }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [countdown, setCountdown] = useCountdown();
  const [busy, setBusy] = useState(false);

  async function send() {
    const checked = await validate(phoneSchema, { phone });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await sendCode(checked.value.phone);
      setCountdown(RESEND_AFTER_S);
      toast('驗證碼已寄出', 'success');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      // Too many sends: the button counts down the wait the server gives.
      if (error instanceof ApiError && error.status === 429 && error.retryAfterS) {
        setCountdown(error.retryAfterS);
        toast(`${error.message}（${waitText(error.retryAfterS)}後可重新發送）`, 'failure');
        return;
      }
      toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(codeSchema, { phone, code });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const result = await verifyCode(checked.value.phone, checked.value.code, verifyAs?.type, verifyAs?.ids);
      onVerified(checked.value.phone, checked.value.code, result);
    } catch (error) {
      if (error instanceof ApiError && onError?.(error)) return;
      // §8: a code error shows 驗證失敗，請再次確認 on the code field.
      if (error instanceof ApiError && error.isCodeError) setErrors({ code: error.fields.code ?? messages.codeValidationFailed });
      else if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast(error instanceof ApiError ? error.message : messages.operationFailed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="手機驗證">
      <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" autoComplete="tel" placeholder="09xxxxxxxx" value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} />
      <Button type="button" $variant="ghost" onClick={() => void send()} disabled={countdown > 0}>
        {countdown > 0 ? `${waitText(countdown)}後可重新發送` : '發送驗證碼'}
      </Button>
      <TextField label="驗證碼" name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
