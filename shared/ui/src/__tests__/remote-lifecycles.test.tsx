import { useId, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { remoteLifecycles } from '../remote-lifecycles';
import { renderRemoteView } from '../server';

const App = () => <h1>店家</h1>;

// The lifecycles are driven as single-spa drives them, outside React's act(): the mount's
// promise settles when React has committed, as in the browser.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const ticks = () => new Promise((resolve) => setTimeout(resolve, 20));

type MountProps = Parameters<ReturnType<typeof remoteLifecycles>['mount']>[0];

function propsFor() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'discovery', domElement, singleSpa: {}, mountParcel: jest.fn() } as unknown as MountProps;
  return { domElement, props };
}

describe('remoteLifecycles', () => {
  it('waits on every mount for what beforeMount asks (a page’s chunk), then renders', async () => {
    const waits: string[] = [];
    let gate = deferred();
    const lifecycles = remoteLifecycles(App, {
      name: 'discovery',
      release: 'test',
      beforeMount: (url) => {
        waits.push(url);
        return gate.promise;
      },
    });
    const { domElement, props } = propsFor();
    window.history.pushState({}, '', '/store/711?date=2030-01-02');
    await lifecycles.bootstrap(props);

    for (let round = 0; round < 2; round += 1) {
      const mounted = lifecycles.mount(props);
      await ticks();
      expect(domElement.querySelector('h1')).toBeNull();
      gate.resolve();
      await mounted;
      expect(domElement.querySelector('h1')?.textContent).toBe('店家');
      await lifecycles.unmount(props);
      gate = deferred();
    }
    expect(waits).toEqual(['/store/711?date=2030-01-02', '/store/711?date=2030-01-02']);
  });

  it('renders even when what it waited for failed (the render shows the failure)', async () => {
    const lifecycles = remoteLifecycles(App, { name: 'discovery', release: 'test', beforeMount: () => Promise.reject(new Error('offline')) });
    const { domElement, props } = propsFor();
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(domElement.querySelector('h1')?.textContent).toBe('店家');
    await lifecycles.unmount(props);
  });

  describe('taking the server-rendered first view over (hydration)', () => {
    const key = 'GET /v2/store/1';
    const Title = styled.h1`
      color: #b85000;
    `;
    function StorePage() {
      const id = useId();
      const { data } = useSWR<{ name: string }>(key);
      const [kept, setKept] = useState(false);
      return (
        <section aria-labelledby={id}>
          <img src="/uploads/seed/store-1-1.svg" alt="" width={1200} height={450} fetchPriority="high" />
          <Title id={id}>{data?.name ?? '載入中'}</Title>
          <button type="button" aria-pressed={kept} onClick={() => setKept(!kept)}>
            收藏
          </button>
        </section>
      );
    }

    /** The page as the page server sends it: the view inside the outlet, as the shell holds it. */
    function serverView(name: string) {
      const { html } = renderRemoteView({ release: 'test', fallback: { [key]: { name } } }, <StorePage />);
      const { domElement, props } = propsFor();
      domElement.innerHTML = `<div data-first-view="discovery" inert aria-hidden="true">${html}</div>`;
      return { html, domElement, props, firstView: domElement.firstElementChild as HTMLElement };
    }

    function watchConsole() {
      const said: unknown[][] = [];
      const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')].map((spy) => spy.mockImplementation((...args) => said.push(args)));
      return { said, restore: () => spies.forEach((spy) => spy.mockRestore()) };
    }

    it('keeps the server\'s nodes, adds the live mark and answers on them', async () => {
      const { html, domElement, props, firstView } = serverView('一番星麵屋');
      // The view is the root alone: the lead picture's preload is the page head's.
      expect(html).toMatch(/^<div data-release="test">/);
      const heading = firstView.querySelector('h1');
      const lifecycles = remoteLifecycles(StorePage, { name: 'discovery', release: 'test', firstView: async () => ({ [key]: { name: '一番星麵屋' } }) });
      const console_ = watchConsole();
      try {
        await lifecycles.bootstrap(props);
        await lifecycles.mount({ ...props, firstView });
      } finally {
        console_.restore();
      }
      // React's development build reports every difference, attributes included: none.
      expect(console_.said).toEqual([]);
      expect(domElement.querySelector('h1')).toBe(heading);
      expect(firstView.firstElementChild).toHaveAttribute('data-remote-root', 'discovery');
      const button = domElement.querySelector('button') as HTMLButtonElement;
      button.click();
      await ticks();
      expect(button).toHaveAttribute('aria-pressed', 'true');
      await lifecycles.unmount(props);
      // A later mount (back from another remote) renders into the outlet as before.
      await lifecycles.mount(props);
      expect(domElement.querySelector('[data-remote-root="discovery"] h1')).not.toBeNull();
      await lifecycles.unmount(props);
    });

    it('renders a view that does not match anew, in the same place, and says so', async () => {
      const { domElement, props, firstView } = serverView('舊店名');
      const lifecycles = remoteLifecycles(StorePage, { name: 'discovery', release: 'test', firstView: async () => ({ [key]: { name: '一番星麵屋' } }) });
      const console_ = watchConsole();
      try {
        await lifecycles.bootstrap(props);
        await lifecycles.mount({ ...props, firstView });
        await ticks();
      } finally {
        console_.restore();
      }
      expect(console_.said.some(([first]) => String(first).includes('joy: a remote rendered its first view anew'))).toBe(true);
      expect(domElement.querySelectorAll('h1')).toHaveLength(1);
      expect(firstView.querySelector('h1')?.textContent).toBe('一番星麵屋');
      expect(firstView.firstElementChild).toHaveAttribute('data-remote-root', 'discovery');
      await lifecycles.unmount(props);
    });

    it('renders into the outlet when the shell offers no view, or one no longer on the page', async () => {
      const { domElement, props, firstView } = serverView('一番星麵屋');
      firstView.remove();
      const lifecycles = remoteLifecycles(StorePage, { name: 'discovery', release: 'test', firstView: async () => ({ [key]: { name: '一番星麵屋' } }) });
      await lifecycles.bootstrap(props);
      await lifecycles.mount({ ...props, firstView });
      expect(domElement.firstElementChild).toHaveAttribute('data-remote-root', 'discovery');
      expect(domElement.querySelector('h1')?.textContent).toBe('一番星麵屋');
      await lifecycles.unmount(props);
    });
  });
});
