import { act, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

const Home = () => <h1>首頁</h1>;

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

  it('suspends a page not yet fetched, then shows it', async () => {
    let arrive: (component: typeof Home) => void = () => undefined;
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
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

  it('reports a chunk that cannot be fetched to the window and fetches anew when asked again', async () => {
    const failure = Object.assign(new Error('Loading chunk page-home failed.'), { name: 'ChunkLoadError' });
    const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(Home);
    const reported: unknown[] = [];
    const previous = globalThis.reportError;
    globalThis.reportError = (error: unknown) => reported.push(error);
    try {
      const Page = lazyPage(load);
      await expect(Page.preload()).rejects.toBe(failure);
      expect(reported).toEqual([failure]);
      await Page.preload();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      globalThis.reportError = previous;
    }
  });
});
