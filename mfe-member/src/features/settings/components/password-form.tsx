import { useState, type FormEvent } from 'react';
import { ApiError, messages, type FieldErrors } from '@joy/contract';
import { validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, TextField } from '@joy/ui';
import { passwordForm } from '../lib/forms';
import { updateMember } from '../api/update-member';
import { FormSection, Hint, Submit } from './form-section';

const empty = { old_password: '', password: '', password_confirmation: '' };

/**
 * 變更密碼: the current password (舊密碼為必填; a wrong one comes back 舊密碼錯誤), the new one
 * twice. A member who signed up with a social account may have none yet and can leave it empty.
 */
export function PasswordForm({ socialMember }: { socialMember: boolean }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(passwordForm(!socialMember), values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await updateMember({ ...(checked.value.old_password ? { old_password: checked.value.old_password } : {}), password: checked.value.password, password_confirmation: checked.value.password_confirmation });
      setValues(empty);
      toast(messages.settingsSaved, 'success');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      // 舊密碼錯誤 shows under its field; anything else is a plain 失敗 (§8).
      if (!fields.old_password) toast(messages.failed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection aria-labelledby="password-title">
      <h2 id="password-title">變更密碼</h2>
      <form noValidate onSubmit={submit} aria-label="變更密碼">
        <TextField label="舊密碼" name="old_password" type="password" autoComplete="current-password" optional={socialMember} value={values.old_password} onChange={set('old_password')} error={errors.old_password} />
        {socialMember && <Hint>以社群帳號註冊、尚未設定過密碼者可留空。</Hint>}
        <TextField label="新密碼" name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
        <TextField label="確認新密碼" name="password_confirmation" type="password" autoComplete="new-password" value={values.password_confirmation} onChange={set('password_confirmation')} error={errors.password_confirmation} />
        <Submit>
          <Button type="submit" disabled={busy}>
            {busy ? '變更中…' : '變更密碼'}
          </Button>
        </Submit>
      </form>
    </FormSection>
  );
}
