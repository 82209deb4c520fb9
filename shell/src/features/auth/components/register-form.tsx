import { useState, type FormEvent } from 'react';
import * as yup from 'yup';
import { ApiError, messages, type FieldErrors, type LoginResult } from '@joy/contract';
import { rules, validate } from '@joy/contract/forms';
import { emit, toast } from '@joy/bus';
import { Button, TextField } from '@joy/ui';
import { register } from '../api/register';
import { captchaToken } from '@joy/auth';

const registerForm = yup.object({
  name: rules.name(),
  password: rules.newPassword(),
  confirmPassword: rules.confirmPassword(),
  from_invite_code: rules.inviteCode(),
});

/** Registration after the phone is verified (§3): name, gender, password twice, optional invitation code. */
export function RegisterForm({ phone, code, onRegistered }: { phone: string; code: string; onRegistered: (result: LoginResult) => void }) {
  const [values, setValues] = useState({ name: '', gender: '0', password: '', confirmPassword: '', from_invite_code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(registerForm, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const result = await register({
        phone,
        code,
        name: checked.value.name,
        gender: Number(values.gender),
        password: checked.value.password,
        password_confirmation: checked.value.confirmPassword,
        from_invite_code: checked.value.from_invite_code,
        from_source: 5,
        register_device: 'PC',
        captcha: await captchaToken(),
      });
      onRegistered(result);
    } catch (error) {
      if (!(error instanceof ApiError)) return toast(messages.operationFailed, 'failure');
      if (error.message === messages.accountProtected) emit('ui:message', { title: '無法註冊', message: error.message });
      else if (Object.keys(error.fields).length) setErrors({ ...error.fields, ...(error.fields.password_confirmation ? { confirmPassword: error.fields.password_confirmation } : {}) });
      else toast(error.message, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="註冊資料">
      <TextField label="姓名" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 14px' }}>
        <legend>性別</legend>
        {[
          ['1', '男'],
          ['2', '女'],
          ['0', '不透露'],
        ].map(([value, label]) => (
          <label key={value} style={{ marginRight: 16 }}>
            <input type="radio" name="gender" value={value} checked={values.gender === value} onChange={set('gender')} /> {label}
          </label>
        ))}
      </fieldset>
      <TextField label="密碼" name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
      <TextField label="確認密碼" name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
      <TextField label="邀請碼" name="from_invite_code" optional value={values.from_invite_code} onChange={set('from_invite_code')} error={errors.from_invite_code} />
      <Button type="submit" disabled={busy}>
        {busy ? '註冊中…' : '完成註冊'}
      </Button>
    </form>
  );
}
