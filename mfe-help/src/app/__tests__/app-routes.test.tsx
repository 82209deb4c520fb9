import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { AppRoutes } from '../app';

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
    renderAt('/cooperation');
    expect(screen.getByText(/載入中/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '商務合作表單' })).toBeInTheDocument();
    renderAt('/contact');
    expect(await screen.findByRole('form', { name: '聯絡表單' })).toBeInTheDocument();
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
