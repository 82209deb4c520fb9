import styled from 'styled-components';
import type { StoreDetail } from '@joy/contract';
import { MultilineText } from '@joy/ui';
import { Section } from './section';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 'YYYY-MM-DD' → 「12/25（五）」 (the date's own weekday, whatever the browser's time zone). */
export function closureDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${month}/${day}（${WEEKDAYS[weekday]}）`;
}

const Notes = styled.div`
  padding: 12px 14px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.primarySoft};
  line-height: 1.7;
`;

const Closures = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { padding: 4px 0; }
  strong { margin-right: 8px; }
`;

/** 店家須知: the store's own notes for diners (低消、服務費、包廂規定…); nothing when it gave none. */
export function HouseNotes({ notes }: { notes: string }) {
  if (!notes.trim()) return null;
  return (
    <Section aria-labelledby="house-notes-title">
      <h2 id="house-notes-title">店家須知</h2>
      <Notes>
        <MultilineText text={notes} />
      </Notes>
    </Section>
  );
}

/** The special closing days ahead (「12/25（五）店休」 and the store's reason); nothing when there are none. */
export function UpcomingClosures({ closures }: { closures: readonly StoreDetail['closures'][number][] }) {
  if (!closures.length) return null;
  return (
    <Section aria-labelledby="closures-title">
      <h2 id="closures-title">近期店休</h2>
      <Closures>
        {closures.map((c) => (
          <li key={c.date}>
            <strong>{closureDay(c.date)}店休</strong>
            {c.reason}
          </li>
        ))}
      </Closures>
    </Section>
  );
}
