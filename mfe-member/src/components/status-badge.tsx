import styled from 'styled-components';
import { statusLabel, statusTone, type StatusTone } from '../lib/order-status';

/** A label in one of the status tones (the order status, a no-show mark's state). */
export const ToneBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'pending' ? theme.color.primaryDark : theme.color.muted)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? '#e8f5ee' : $tone === 'pending' ? theme.color.primarySoft : theme.color.surface)};
`;

/** The §4 order status as a coloured label. */
export function StatusBadge({ status }: { status: number }) {
  return <ToneBadge $tone={statusTone(status)}>{statusLabel(status)}</ToneBadge>;
}
