import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { RemoteRoot } from '@joy/ui';
import { RemoteOutlet } from '../../layout/remote-outlet';
import { captureFirstView, hydratableFirstViewOf, releaseFirstView, resetFirstView, ServerFirstView } from '../first-view';
import { remoteStatus } from '../remote-status';

/** The page as the page server sends it: the first view inside the outlet, its styles in the head. */
function serverPage() {
  document.head.innerHTML = '<style data-first-view="shell">body{margin:0}</style><style data-first-view="discovery">.a{}</style>';
  document.body.innerHTML = '<div id="shell" inert><main><div id="remote-discovery"><div data-first-view="discovery" inert><h1>一番星麵屋</h1></div></div></main></div>';
}

const outlet = (path: string) => (
  <RemoteRoot>
    <MemoryRouter initialEntries={[path]}>
      <RemoteOutlet name="discovery" />
    </MemoryRouter>
  </RemoteRoot>
);

afterEach(() => {
  resetFirstView();
  remoteStatus.setState({}, true);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the server-rendered first view', () => {
  it('is taken before the shell\'s first render and put back into the live outlet in the same commit, with no loading state over it', () => {
    serverPage();
    captureFirstView();
    remoteStatus.setState({ discovery: { status: 'loading' } });
    // The shell's first render replaces the server's frame…
    const container = document.getElementById('shell') as HTMLElement;
    container.innerHTML = '';
    render(outlet('/store/1'), { container });
    // …and the outlet holds the same node again.
    const live = document.getElementById('remote-discovery') as HTMLElement;
    expect(live.querySelector('[data-first-view="discovery"] h1')).toHaveTextContent('一番星麵屋');
    expect(screen.queryByRole('status', { name: '載入中' })).toBeNull();
  });

  it('goes with its styles once the remote has mounted', () => {
    serverPage();
    captureFirstView();
    releaseFirstView('discovery');
    expect(document.querySelectorAll('[data-first-view]')).toHaveLength(0);
  });

  it('is offered to the remote to take over only when the shell took its frame over too, and stays as the live root once it has', () => {
    serverPage();
    captureFirstView();
    // A signed-in diner's frame was rendered anew: the remote replaces the view.
    expect(hydratableFirstViewOf('discovery')).toBeNull();
    resetFirstView();
    captureFirstView(document, true);
    const view = hydratableFirstViewOf('discovery') as HTMLElement;
    expect(view).toHaveAttribute('data-first-view', 'discovery');
    expect(hydratableFirstViewOf('help')).toBeNull();
    releaseFirstView('discovery', document, { mounted: true });
    expect(view.isConnected).toBe(true);
    expect(view).not.toHaveAttribute('inert');
    expect(view).not.toHaveAttribute('aria-hidden');
    expect(view).not.toHaveAttribute('data-first-view');
    // The server's rules stay for the parts not taken over yet (a Suspense boundary's), unmarked.
    expect(document.querySelectorAll('style')).toHaveLength(2);
    expect(document.querySelectorAll('[data-first-view]')).toHaveLength(0);
  });

  it('goes when the remote could not take it over (a mount that failed, or a remote that replaced it)', () => {
    serverPage();
    captureFirstView(document, true);
    const view = hydratableFirstViewOf('discovery') as HTMLElement;
    releaseFirstView('discovery');
    expect(view.isConnected).toBe(false);
  });

  it('is left alone for another remote, and dropped when the diner is elsewhere before the remote comes', () => {
    serverPage();
    captureFirstView();
    releaseFirstView('help');
    expect(document.querySelectorAll('style[data-first-view]')).toHaveLength(2);
    const container = document.getElementById('shell') as HTMLElement;
    container.innerHTML = '';
    render(outlet('/help'), { container });
    expect(document.querySelectorAll('[data-first-view]')).toHaveLength(0);
  });

  it('is written by the page server into the owning outlet only', () => {
    const html = renderToString(
      <ServerFirstView.Provider value={{ name: 'discovery', html: '<h1>一番星麵屋</h1>' }}>{outlet('/store/1')}</ServerFirstView.Provider>,
    );
    expect(html).toContain('<div data-first-view="discovery" inert aria-hidden="true"><h1>一番星麵屋</h1></div>');
    const elsewhere = renderToString(
      <ServerFirstView.Provider value={{ name: 'discovery', html: '<h1>x</h1>' }}>{outlet('/help')}</ServerFirstView.Provider>,
    );
    expect(elsewhere).not.toContain('data-first-view');
  });
});
