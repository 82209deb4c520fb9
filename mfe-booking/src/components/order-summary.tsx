import styled from 'styled-components';
import { formatDate } from '@joy/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: 6em 1fr;
  gap: 8px;
  text-align: left;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;

export interface SummaryOrder {
  date: string;
  time: string;
  adult_num: number;
  child_num: number;
  store: { name: string; address: string };
}

/** Store, date, time and party of a booking; `extra` rows follow (status, booking number). */
export function OrderSummary({ order, extra = [] }: { order: SummaryOrder; extra?: Array<[string, string]> }) {
  const rows: Array<[string, string]> = [
    ['餐廳', order.store.name],
    ['地址', order.store.address],
    ['日期', formatDate(order.date)],
    ['時段', order.time],
    ['人數', `大人 ${order.adult_num} 位${order.child_num > 0 ? `、小孩 ${order.child_num} 位` : ''}`],
    ...extra,
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
