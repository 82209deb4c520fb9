import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RemoteRoot } from '@joy/ui';

/** Shows where the router is, so a test can see a navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page under its route with a fresh SWR cache; `path` is the route pattern. */
export function renderRoute(element: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  return render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );
}
