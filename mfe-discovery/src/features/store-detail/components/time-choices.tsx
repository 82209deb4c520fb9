import type { TimeSlot } from '@joy/contract';
import { ChoiceGrid } from '@joy/ui';

/** Why a day offers no time: no slot at all, none left with room for the party, or all full. */
function noTimeText(slots: TimeSlot[], people: number): string {
  if (!slots.length) return '這天沒有可訂位的時段，請選擇其他日期。';
  const roomLeft = Math.max(0, ...slots.filter((slot) => slot.seats_left > 0 && slot.seats_left < people).map((slot) => slot.seats_left));
  if (roomLeft > 0) return `這天沒有能容納 ${people} 位的時段（最多還有 ${roomLeft} 個座位），請減少人數或選擇其他日期。`;
  return '這天的時段都已額滿，請選擇其他日期。';
}

/**
 * The date's slots for the party (a full one disabled); when none can be chosen, why: the day
 * has no slot, none has room for this many, or all are full.
 */
export function TimeChoices({ slots, people, value, onChange }: { slots: TimeSlot[]; people: number; value: string | null; onChange: (time: string) => void }) {
  const none = !slots.some((slot) => slot.available);
  return (
    <>
      {slots.length > 0 && <SlotButtons slots={slots} value={value} onChange={onChange} />}
      {none && <p role="status">{noTimeText(slots, people)}</p>}
    </>
  );
}

function SlotButtons({ slots, value, onChange }: { slots: TimeSlot[]; value: string | null; onChange: (time: string) => void }) {
  return (
    <ChoiceGrid $min={64} role="group" aria-label="選擇時段">
      {slots.map((slot) => (
        <button
          key={slot.time}
          type="button"
          disabled={!slot.available}
          aria-pressed={value === slot.time}
          aria-label={`${slot.time}${slot.available ? '' : '（已額滿）'}`}
          onClick={() => onChange(slot.time)}
        >
          {slot.time}
        </button>
      ))}
    </ChoiceGrid>
  );
}

