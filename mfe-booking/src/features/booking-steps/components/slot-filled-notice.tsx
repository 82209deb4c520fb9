import styled from 'styled-components';
import type { TimeSlot } from '@joy/contract';
import { Button } from '@joy/ui';

const Notice = styled.div`
  margin-top: 12px;
  padding: 12px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primarySoft};
  p { margin: 0 0 8px; }
  div { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/**
 * Shown on the confirm step the moment the chosen slot fills (live channel): the nearest
 * free times of that date, one tap to switch, or the waitlist.
 */
export function SlotFilledNotice({ time, alternatives, onPick, onWaitlist }: { time: string; alternatives: TimeSlot[]; onPick: (time: string) => void; onWaitlist: () => void }) {
  return (
    <Notice role="alert">
      <p>
        <strong>{time} 剛剛已額滿。</strong>
        {alternatives.length ? '以下是最接近的空位，可直接改訂：' : '這天已沒有其他空位，可加入候補或改選其他日期。'}
      </p>
      <div>
        {alternatives.map((slot) => (
          <Button key={slot.time} type="button" onClick={() => onPick(slot.time)}>
            改訂 {slot.time}
          </Button>
        ))}
        <Button type="button" $variant="ghost" onClick={onWaitlist}>
          加入 {time} 候補
        </Button>
      </div>
    </Notice>
  );
}
