import { useId } from 'react';
import styled from 'styled-components';
import { partyLimits, type TimeSlot } from '@joy/contract';
import { ChoiceGrid, dayjs } from '@joy/ui';

const weekdays = ['日', '一', '二', '三', '四', '五', '六'];

export const Field = styled.div`
  margin-bottom: 16px;
  label, .legend { display: block; font-weight: 600; margin-bottom: 6px; }
  select {
    font: inherit;
    padding: 8px 10px;
    min-height: 44px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
    width: 100%;
  }
  select[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

export const FieldError = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.85rem;
`;

const Party = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

/** 12 月 24 日（四） */
export const dateLabel = (date: string): string => {
  const d = dayjs(date);
  return `${d.format('M 月 D 日')}（${weekdays[d.day()]}）`;
};

export function DateSelect({ dates, value, error, onChange }: { dates: { date: string; open: boolean }[]; value: string; error?: string; onChange: (date: string) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>日期</label>
      <select id={id} value={value} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)}>
        {dates.map(({ date, open }) => (
          <option key={date} value={date} disabled={!open}>
            {dateLabel(date)}
            {open ? '' : '（無空位）'}
          </option>
        ))}
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

/** The day's times for the party: full ones are shown disabled, the chosen one pressed. */
export function TimeChoices({ slots, value, fits, error, onChange }: { slots: TimeSlot[]; value: string | null; fits: (slot: TimeSlot) => boolean; error?: string; onChange: (time: string) => void }) {
  const id = useId();
  return (
    <Field>
      <span className="legend" id={id}>
        時段
      </span>
      {slots.length === 0 ? (
        <p role="status">這天沒有可訂位的時段，請選擇其他日期。</p>
      ) : (
        <ChoiceGrid role="group" aria-labelledby={id} aria-describedby={error ? `${id}-error` : undefined}>
          {slots.map((slot) => {
            const open = fits(slot);
            return (
              <button key={slot.time} type="button" disabled={!open} aria-pressed={value === slot.time} aria-label={`${slot.time}${open ? '' : '（已額滿）'}`} onClick={() => onChange(slot.time)}>
                {slot.time}
              </button>
            );
          })}
        </ChoiceGrid>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Adults from one; children as many as `max` (the contract's picker limit, or the booking's party when larger) leaves beside them. */
export function PartySelects({ adults, children, max, errors, onChange }: { adults: number; children: number; max: number; errors: { adult_num?: string; child_num?: string }; onChange: (next: { adults: number; children: number }) => void }) {
  const id = useId();
  return (
    <Party>
      <Field>
        <label htmlFor={`${id}-adults`}>大人</label>
        <select id={`${id}-adults`} value={adults} aria-invalid={Boolean(errors.adult_num)} aria-describedby={errors.adult_num ? `${id}-adults-error` : undefined} onChange={(e) => onChange({ adults: Number(e.target.value), children: Math.min(children, max - Number(e.target.value)) })}>
          {range(partyLimits.minAdults, max).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
        {errors.adult_num && <FieldError id={`${id}-adults-error`}>{errors.adult_num}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-children`}>小孩</label>
        <select id={`${id}-children`} value={children} aria-invalid={Boolean(errors.child_num)} aria-describedby={errors.child_num ? `${id}-children-error` : undefined} onChange={(e) => onChange({ adults, children: Number(e.target.value) })}>
          {range(partyLimits.minChildren, Math.max(partyLimits.minChildren, max - adults)).map((n) => (
            <option key={n} value={n}>
              {n} 位
            </option>
          ))}
        </select>
        {errors.child_num && <FieldError id={`${id}-children-error`}>{errors.child_num}</FieldError>}
      </Field>
    </Party>
  );
}
