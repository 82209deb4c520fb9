import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { OCCASIONS, SPECIAL_REQUEST_LABELS, specialRequestLimits, type FieldErrors, type Occasion } from '@joy/contract';
import { TextArea, TextField } from '@joy/ui';

export const NOTE_MAX = 500;

export interface Details {
  /** The occasion: one of the contract's OCCASIONS, or '' (none). */
  purpose: Occasion | '';
  note: string;
  /** Special requests: dietary and allergy notes, one of the store's seating areas ('' = none), high chairs. */
  dietary_note: string;
  seating_area: string;
  high_chairs: number;
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
  select[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  span { font-weight: 400; font-size: 0.85rem; color: ${({ theme }) => theme.color.danger}; }
`;

/** High chairs offered: none up to the contract's limit. */
const HIGH_CHAIR_CHOICES = Array.from({ length: specialRequestLimits.highChairsMax + 1 }, (_, n) => n);

/** A labelled select with its field error (the label wraps the select, so it names it). */
function Choice({ label, name, value, error, onChange, children }: { label: string; name: string; value: string; error?: string; onChange: (value: string) => void; children: ReactNode }) {
  const errorId = `${useId()}-error`;
  return (
    <Select>
      {label}
      <select name={name} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
      {error && <span id={errorId}>{error}</span>}
    </Select>
  );
}

/**
 * The special requests — occasion, dietary and allergy notes, a seating area of the store's
 * (only when it has some), high chairs — the note (with counter) and the contact: a member's
 * phone, or a guest's name, gender, email and phone (§1, §3).
 */
export function DetailsForm({
  value,
  errors,
  guest,
  seatingAreas,
  onChange,
}: {
  value: Details;
  errors: FieldErrors;
  guest: boolean;
  /** The store's seating areas ([] = no choice to offer). */
  seatingAreas: readonly string[];
  onChange: (next: Details) => void;
}) {
  const set = (field: keyof Details) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  return (
    <>
      <Choice label={SPECIAL_REQUEST_LABELS.purpose} name="purpose" value={value.purpose} error={errors.purpose} onChange={(purpose) => onChange({ ...value, purpose: purpose as Details['purpose'] })}>
        <option value="">不指定</option>
        {OCCASIONS.map((p) => (
          <option key={p}>{p}</option>
        ))}
      </Choice>
      <TextField
        label={SPECIAL_REQUEST_LABELS.dietary_note}
        name="dietary_note"
        optional
        maxLength={specialRequestLimits.dietaryNoteMax}
        value={value.dietary_note}
        onChange={set('dietary_note')}
        error={errors.dietary_note}
        placeholder="例：不吃牛、花生過敏"
      />
      {seatingAreas.length > 0 && (
        <Choice label={SPECIAL_REQUEST_LABELS.seating_area} name="seating_area" value={value.seating_area} error={errors.seating_area} onChange={(seating_area) => onChange({ ...value, seating_area })}>
          <option value="">不指定</option>
          {seatingAreas.map((area) => (
            <option key={area}>{area}</option>
          ))}
        </Choice>
      )}
      <Choice label={SPECIAL_REQUEST_LABELS.high_chairs} name="high_chairs" value={String(value.high_chairs)} error={errors.high_chairs} onChange={(n) => onChange({ ...value, high_chairs: Number(n) })}>
        {HIGH_CHAIR_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? '不需要' : `${n} 張`}
          </option>
        ))}
      </Choice>
      <TextArea label="備註" name="note" maxLength={NOTE_MAX} value={value.note} onChange={set('note')} error={errors.note} placeholder="其他想告訴餐廳的事…" />
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
