import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { AppRoutes } from '../app';
import { preloadPageOf } from '../form-pages';

const renderAt = (path: string) =>
  render(
    <RemoteRoot>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </RemoteRoot>,
  );

describe('help remote routes', () => {
  it('/partner shows the benefits of joining and leads to /cooperation', () => {
    renderAt('/partner');
    expect(screen.getByRole('heading', { level: 1, name: '成為樂享合作店家' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '加入的好處' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '24 小時線上訂位' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申請成為合作店家' })).toHaveAttribute('href', '/cooperation');
  });

  it('/download links to both stores with labels that say where they go', () => {
    renderAt('/download');
    expect(screen.getByRole('heading', { level: 1, name: '下載樂享 App' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: /在 App Store 下載樂享 App/ });
    const play = screen.getByRole('link', { name: /在 Google Play 下載樂享 App/ });
    expect(appStore.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(play.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('/cooperation and /contact show their forms once their chunk is in, with a loading state before', async () => {
    const before = renderAt('/cooperation');
    expect(screen.getByText(/載入中/)).toBeInTheDocument();
    before.unmount();
    // A render that suspends is awaited (React 19's act): the chunk arrives inside it.
    await act(async () => void renderAt('/cooperation'));
    expect(await screen.findByRole('form', { name: '商務合作表單' })).toBeInTheDocument();
    await act(async () => void renderAt('/contact'));
    expect(await screen.findByRole('form', { name: '聯絡表單' })).toBeInTheDocument();
  });

  it.each([
    ['/contact', '聯絡表單'],
    ['/cooperation', '商務合作表單'],
  ])('%s: the server renders the form into the HTML, and the first mount takes it over in one pass', async (path, form) => {
    // A renderer that has not run the form's code yet (the page server's first request).
    let html = '';
    await jest.isolateModulesAsync(async () => {
      const { render: renderView } = await import('../../server');
      html = (await renderView({ url: path, replies: {} })).html;
    });
    expect(html).toContain(`aria-label="${form}"`);
    expect(html).not.toContain('<!--$!-->');

    // The first mount fetches the page's chunk first (bootstrap's beforeMount), then hydrates.
    await preloadPageOf(path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(
        container.firstElementChild as Element,
        <RemoteRoot>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </RemoteRoot>,
        { onRecoverableError: recoverable },
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const fields = [...container.querySelectorAll(`form[aria-label="${form}"] input, form[aria-label="${form}"] textarea`)];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((node) => !owned(node))).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('serves /help, footer legal links and any path containing app-help', () => {
    renderAt('/help');
    expect(screen.getByRole('heading', { level: 1, name: '幫助中心' })).toBeInTheDocument();
    renderAt('/help/about-us/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: '隱私權政策' })).toBeInTheDocument();
    renderAt('/webview/app-help/b-1');
    expect(screen.getByRole('heading', { level: 1, name: '如何線上訂位？' })).toBeInTheDocument();
  });

  it('renders nothing for paths it does not own (the shell shows the error page)', () => {
    const { container } = renderAt('/nowhere');
    expect(container).toBeEmptyDOMElement();
  });
});
