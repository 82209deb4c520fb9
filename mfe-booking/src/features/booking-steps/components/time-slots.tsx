import type { TimeSlot } from '@joy/contract';
import { ChoiceGrid } from '@joy/ui';

/** Time slots are selectable or disabled (§4) for the chosen party size. */
export function TimeSlots({ slots, value, onChange }: { slots: TimeSlot[]; value: string | null; onChange: (time: string) => void }) {
  if (slots.length === 0) return <p role="status">這天沒有可訂位的時段，請選擇其他日期。</p>;
  return (
    <ChoiceGrid $min={80} role="group" aria-label="選擇時段">
      {slots.map((slot) => (
        <button key={slot.time} type="button" disabled={!slot.available} aria-pressed={value === slot.time} aria-label={`${slot.time}${slot.available ? '' : '（已額滿）'}`} onClick={() => onChange(slot.time)}>
          {slot.time}
        </button>
      ))}
    </ChoiceGrid>
  );
}
