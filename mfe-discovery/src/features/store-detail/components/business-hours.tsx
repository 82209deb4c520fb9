import styled from 'styled-components';
import type { BusinessStatus, BusinessTime } from '@joy/contract';
import { businessStatusText } from '../../../lib/business-status';
import { weeklyHours } from '../lib/business-hours';
import { Section } from './section';
import { taipeiWeekday } from '@joy/contract';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  dt, dd { margin: 0; padding: 4px 8px; border-radius: 6px; }
  .today { background: ${({ theme }) => theme.color.primarySoft}; font-weight: 700; }
`;

/** The week's opening hours, today highlighted, with today's business status. */
export function BusinessHours({ times, status, today = taipeiWeekday() }: { times: BusinessTime[]; status: BusinessStatus; today?: number }) {
  return (
    <Section aria-labelledby="hours-title">
      <h2 id="hours-title">營業時間</h2>
      <p>
        目前狀態：<strong>{businessStatusText[status]}</strong>
      </p>
      <List>
        {weeklyHours(times, today).map((day) => (
          <div key={day.weekday} style={{ display: 'contents' }} aria-current={day.isToday ? 'date' : undefined}>
            <dt className={day.isToday ? 'today' : undefined}>
              {day.label}
              {day.isToday && '（今天）'}
            </dt>
            <dd className={day.isToday ? 'today' : undefined}>{day.ranges.length ? day.ranges.join('、') : '公休'}</dd>
          </div>
        ))}
      </List>
    </Section>
  );
}
