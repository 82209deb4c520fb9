import { act, Component, Suspense, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

const Home = () => <h1>首頁</h1>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">無法載入</p> : this.props.children;
  }
}

/** What reaches `reportError` (the window's error handlers) while a test runs. */
function watchReports() {
  const errors: unknown[] = [];
  const previous = globalThis.reportError;
  globalThis.reportError = (error: unknown) => errors.push(error);
  return { errors, stop: () => (globalThis.reportError = previous) };
}

describe('lazyPage', () => {
  it('fetches the chunk once, however often it is asked for', async () => {
    const load = jest.fn(() => Promise.resolve(Home));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without showing the fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Home));
    await Page.preload();
    render(
      <Suspense fallback={<p>載入中</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously, in the first commit: nothing to wait for.
    expect(screen.getByRole('heading', { name: '首頁' })).toBeInTheDocument();
    expect(screen.queryByText('載入中')).not.toBeInTheDocument();
  });

  it('passes its props to the page', async () => {
    const Greeting = ({ name }: { name: string }) => <h1>{`歡迎，${name}`}</h1>;
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    render(<Page name="小明" />);
    expect(screen.getByRole('heading', { name: '歡迎，小明' })).toBeInTheDocument();
  });

  it('suspends a page not yet fetched, then shows it', async () => {
    let arrive: (component: typeof Home) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Home>((resolve) => (arrive = resolve)));
    // A render that suspends is awaited (React 19's act).
    await act(async () => {
      render(
        <Suspense fallback={<p>載入中</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('載入中')).toBeInTheDocument();
    await act(async () => arrive(Home));
    expect(await screen.findByRole('heading', { name: '首頁' })).toBeInTheDocument();
  });

  it('fetches anew after a failure, and a fetch ahead that fails reports nothing', async () => {
    const failure = Object.assign(new Error('Loading chunk page-home failed.'), { name: 'ChunkLoadError' });
    const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(Home);
    const reported = watchReports();
    try {
      const Page = lazyPage(load);
      await expect(Page.preload()).rejects.toBe(failure);
      expect(reported.errors).toEqual([]);
      await Page.preload();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      reported.stop();
    }
  });

  it('reports a chunk that cannot be fetched while its page is shown, so the shell can reload (§8)', async () => {
    const failure = Object.assign(new Error('Loading chunk page-home failed.'), { name: 'ChunkLoadError' });
    const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(Home);
    const Page = lazyPage(load);
    const reported = watchReports();
    const swallow = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(
          <Boundary>
            <Suspense fallback={<p>載入中</p>}>
              <Page />
            </Suspense>
          </Boundary>,
        );
      });
      // Once, and fetched once: React's retries of the render saw the same failure.
      expect(reported.errors).toEqual([failure]);
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('alert')).toHaveTextContent('無法載入');

      // Shown again later (the diner comes back): fetched anew.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      cleanup();
      await act(async () => {
        render(
          <Suspense fallback={<p>載入中</p>}>
            <Page />
          </Suspense>,
        );
      });
      expect(await screen.findByRole('heading', { name: '首頁' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      reported.stop();
      swallow.mockRestore();
    }
  });
});
