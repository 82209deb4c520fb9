import styled from 'styled-components';
import type { TimeSlot } from '@joy/contract';

const Offer = styled.div`
  margin-top: 12px;
  p { margin: 0 0 6px; font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
  div { display: flex; flex-wrap: wrap; gap: 6px; }
  button {
    padding: 6px 10px;
    border-radius: 999px;
    border: 1px dashed ${({ theme }) => theme.color.primary};
    background: #fff;
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

/** The full times of the date for this party, each with a button to join its waitlist. */
export function WaitlistOffer({ slots, people, onJoin }: { slots: TimeSlot[]; people: number; onJoin: (time: string) => void }) {
  const full = slots.filter((slot) => !slot.available && slot.seats_left < people);
  if (!full.length) return null;
  return (
    <Offer>
      <p>已額滿的時段可加入候補，有人取消時依序為您保留座位 10 分鐘：</p>
      <div role="group" aria-label="加入候補">
        {full.map((slot) => (
          <button key={slot.time} type="button" onClick={() => onJoin(slot.time)}>
            候補 {slot.time}
          </button>
        ))}
      </div>
    </Offer>
  );
}
