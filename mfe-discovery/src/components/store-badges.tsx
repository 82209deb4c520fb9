import styled from 'styled-components';
import type { StoreSummary } from '@joy/contract';

const Badge = styled.span<{ $tone: 'hot' | 'new' }>`
  display: inline-block;
  margin-right: 6px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  vertical-align: middle;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'hot' ? theme.color.primaryDark : theme.color.success)};
`;

/** The hot and new badges (§3). */
export function StoreBadges({ store }: { store: Pick<StoreSummary, 'is_hot' | 'is_new'> }) {
  return (
    <>
      {store.is_hot && <Badge $tone="hot">熱門</Badge>}
      {store.is_new && <Badge $tone="new">新店</Badge>}
    </>
  );
}
