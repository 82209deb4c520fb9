import { useState, type FormEvent } from 'react';
import { ApiError, messages, type FieldErrors, type MemberRecord } from '@joy/contract';
import { validate } from '@joy/contract/forms';
import { toast } from '@joy/bus';
import { Button, TextArea, TextField } from '@joy/ui';
import { syncMember } from '../../../lib/sync-member';
import { profileForm, SUMMARY_MAX } from '../lib/forms';
import { updateMember } from '../api/update-member';
import { FormSection, Submit } from './form-section';

const GENDERS: Array<[string, string]> = [
  ['1', '男'],
  ['2', '女'],
  ['0', '不透露'],
];

const valuesOf = (m: MemberRecord) => ({
  name: m.name,
  gender: String(m.gender ?? 0),
  email: m.email ?? '',
  birthday: m.birthday ?? '',
  address: m.address ?? '',
  summary: m.summary ?? '',
});

/** 個人資料: nickname, gender, email, birthday, address and a short self-introduction (§5 rules). */
export function ProfileForm({ member, onSaved }: { member: MemberRecord; onSaved: (record: MemberRecord) => void }) {
  const [values, setValues] = useState(() => valuesOf(member));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate(profileForm, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const record = await updateMember({ ...checked.value, email: checked.value.email ?? '', summary: checked.value.summary ?? '' });
      syncMember(record);
      onSaved(record);
      toast(messages.settingsSaved, 'success');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      toast(messages.failed, 'failure');
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection aria-labelledby="profile-title">
      <h2 id="profile-title">個人資料</h2>
      <form noValidate onSubmit={submit} aria-label="個人資料">
        <TextField label="暱稱" name="name" autoComplete="nickname" value={values.name} onChange={set('name')} error={errors.name} />
        <fieldset>
          <legend>性別</legend>
          {GENDERS.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="gender" value={value} checked={values.gender === value} onChange={set('gender')} /> {label}
            </label>
          ))}
        </fieldset>
        <TextField label="手機號碼" name="phone" value={member.phone} readOnly disabled />
        <TextField label="電子信箱" name="email" type="email" autoComplete="email" optional value={values.email} onChange={set('email')} error={errors.email} />
        <TextField label="生日" name="birthday" type="date" autoComplete="bday" value={values.birthday} onChange={set('birthday')} error={errors.birthday} />
        <TextField label="地址" name="address" autoComplete="street-address" value={values.address} onChange={set('address')} error={errors.address} />
        <TextArea label="自我介紹（選填）" name="summary" maxLength={SUMMARY_MAX} value={values.summary} onChange={set('summary')} error={errors.summary} />
        <Submit>
          <Button type="submit" disabled={busy}>
            {busy ? '儲存中…' : '儲存設定'}
          </Button>
        </Submit>
      </form>
    </FormSection>
  );
}
