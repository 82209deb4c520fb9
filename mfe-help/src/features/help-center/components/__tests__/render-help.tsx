import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { HelpCentre } from '../help-centre';

/** Shows the current path so tests can see where a click navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export const renderHelp = (path: string) =>
  render(
    <RemoteRoot>
      <MemoryRouter initialEntries={[path]}>
        <HelpCentre />
        <Where />
      </MemoryRouter>
    </RemoteRoot>,
  );

/**
 * Accessible-name matcher that ignores whitespace: jsdom pads <mark> with spaces when it
 * computes a name (browsers treat it as inline and do not).
 */
export const named = (text: string) => (name: string) => name.replace(/\s/g, '') === text.replace(/\s/g, '');
