import { act, render, screen } from '@testing-library/react';
import { emit } from '@joy/bus';
import { ShellApp } from '../app';
import { setRemoteState } from '../remotes/remote-status';

const renderAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<ShellApp />);
};

describe('shell layout', () => {
  it('sends an unknown path to the not-found page with a back button', async () => {
    renderAt('/no-such-place');
    expect(await screen.findByRole('heading', { name: '找不到這個頁面' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/error');
    expect(screen.getByRole('button', { name: '返回上一頁' })).toBeInTheDocument();
  });

  it('redirects /booking-result/ to home', async () => {
    renderAt('/booking-result/');
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/');
  });

  it('keeps the navbar and shows a contained fallback with retry when a remote fails', async () => {
    renderAt('/booking');
    act(() => setRemoteState('booking', { status: 'failed', code: 'SHELL-002', message: 'entry 404' }));
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('SHELL-002');
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
    expect(document.getElementById('remote-booking')).not.toBeVisible();
    expect(document.getElementById('remote-discovery')).not.toBeVisible();
  });

  it('shows toasts from any remote for 2 seconds', async () => {
    jest.useFakeTimers();
    renderAt('/');
    act(() => emit('ui:toast', { message: '設定成功', kind: 'success', durationMs: 2000 }));
    expect(screen.getByText('設定成功')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('設定成功')).toBeNull();
    jest.useRealTimers();
  });

  it('shows the loading overlay and hides it 0.5 s after loading ends', () => {
    jest.useFakeTimers();
    renderAt('/');
    act(() => emit('ui:loading', { on: true }));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => emit('ui:loading', { on: false }));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    jest.useRealTimers();
  });
});
