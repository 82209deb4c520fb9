import { remoteLifecycles } from '../remote-lifecycles';

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
});
