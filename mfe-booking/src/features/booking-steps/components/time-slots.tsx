import styled from 'styled-components';
import type { TimeSlot } from '@joy/contract';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(80px, 1fr));
  gap: 8px;
  button {
    padding: 8px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.primarySoft}; font-weight: 700; }
  button:disabled { color: #bbb; cursor: not-allowed; }
`;

/** Time slots are selectable or disabled (§4) for the chosen party size. */
export function TimeSlots({ slots, value, onChange }: { slots: TimeSlot[]; value: string | null; onChange: (time: string) => void }) {
  if (slots.length === 0) return <p role="status">這天沒有可訂位的時段，請選擇其他日期。</p>;
  return (
    <Grid role="group" aria-label="選擇時段">
      {slots.map((slot) => (
        <button key={slot.time} type="button" disabled={!slot.available} aria-pressed={value === slot.time} aria-label={`${slot.time}${slot.available ? '' : '（已額滿）'}`} onClick={() => onChange(slot.time)}>
          {slot.time}
        </button>
      ))}
    </Grid>
  );
}
