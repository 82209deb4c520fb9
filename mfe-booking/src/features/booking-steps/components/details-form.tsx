import styled from 'styled-components';
import type { FieldErrors } from '@joy/contract';
import { TextArea, TextField } from '@joy/ui';

export const PURPOSES = ['一般用餐', '生日慶祝', '約會', '家庭聚餐', '朋友聚會', '商務宴客', '其他'];
export const NOTE_MAX = 500;

export interface Details {
  purpose: string;
  note: string;
  phone: string;
  name: string;
  gender: string;
  email: string;
}

const Select = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 600;
  margin-bottom: 14px;
  select { font: inherit; padding: 10px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.color.border}; }
`;

/** Purpose, note (with counter) and the contact: a member's phone, or a guest's name, gender, email and phone (§1, §3). */
export function DetailsForm({ value, errors, guest, onChange }: { value: Details; errors: FieldErrors; guest: boolean; onChange: (next: Details) => void }) {
  const set = (field: keyof Details) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  return (
    <>
      <Select>
        用餐目的
        <select value={value.purpose} onChange={set('purpose')}>
          {PURPOSES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </Select>
      <TextArea label="備註" name="note" maxLength={NOTE_MAX} value={value.note} onChange={set('note')} error={errors.note} placeholder="過敏食材、兒童座椅、慶生需求…" />
      {guest ? (
        <fieldset style={{ border: 0, padding: 0 }}>
          <legend style={{ fontWeight: 700, marginBottom: 8 }}>訂位人資料</legend>
          <TextField label="姓名" name="name" autoComplete="name" value={value.name} onChange={set('name')} error={errors.name} />
          <div role="radiogroup" aria-label="性別" style={{ marginBottom: 14 }}>
            {[
              ['1', '先生'],
              ['2', '小姐'],
              ['0', '不透露'],
            ].map(([v, label]) => (
              <label key={v} style={{ marginRight: 16 }}>
                <input type="radio" name="gender" value={v} checked={value.gender === v} onChange={set('gender')} /> {label}
              </label>
            ))}
          </div>
          <TextField label="電子信箱" name="email" type="email" autoComplete="email" value={value.email} onChange={set('email')} error={errors.email} />
          <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" autoComplete="tel" value={value.phone} onChange={set('phone')} error={errors.phone} />
        </fieldset>
      ) : (
        <TextField label="聯絡電話" name="phone" type="tel" inputMode="numeric" autoComplete="tel" optional value={value.phone} onChange={set('phone')} error={errors.phone} />
      )}
    </>
  );
}
