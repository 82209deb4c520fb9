import styled from 'styled-components';
import { media } from '@joy/ui';
import { ToggleButton } from '../../../components/toggle-button';

export type ResultsView = 'list' | 'map';

/** The list's view, kept in the address (`?view=map`) so a reload or a shared link keeps it; 列表 is the default and not written. */
export const viewOf = (params: URLSearchParams): ResultsView => (params.get('view') === 'map' ? 'map' : 'list');

export function withView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set('view', 'map');
  else next.delete('view');
  return next;
}

/** Two halves of the width on a phone; side by side from 768 px. */
const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin: 0 0 12px;
  ${media.tablet} { display: flex; }
  button { justify-content: center; }
`;

/** 列表 / 地圖: two toggle buttons (aria-pressed, one pressed at a time) in a labelled group. */
export function ViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  return (
    <Group role="group" aria-label="結果顯示方式">
      <ToggleButton type="button" aria-pressed={view === 'list'} onClick={() => view !== 'list' && onChange('list')}>
        列表
      </ToggleButton>
      <ToggleButton type="button" aria-pressed={view === 'map'} onClick={() => view !== 'map' && onChange('map')}>
        地圖
      </ToggleButton>
    </Group>
  );
}
