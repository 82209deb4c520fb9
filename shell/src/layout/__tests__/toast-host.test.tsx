import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { toast } from '@joy/bus';
import { Dialog, theme } from '@joy/ui';
import { ToastHost } from '../toast-host';
import { toastSpot } from '../toast-spot';

describe('toastSpot', () => {
  it('puts toasts over the page without a dialog, else in the free band above the panel, else below it, else nowhere yet', () => {
    expect(toastSpot([], 800, 52)).toEqual({ at: 'page' });
    expect(toastSpot([{ top: 300, bottom: 500 }], 800, 52)).toEqual({ at: 'beside-dialog', top: 124 });
    expect(toastSpot([{ top: 40, bottom: 500 }], 800, 52)).toEqual({ at: 'beside-dialog', top: 624 });
    expect(toastSpot([{ top: 40, bottom: 760 }], 800, 52)).toBeNull();
    // Two dialogs open: the band is outside both.
    expect(toastSpot([{ top: 300, bottom: 500 }, { top: 60, bottom: 760 }], 800, 52)).toBeNull();
  });
});

describe('ToastHost', () => {
  let panel = { top: 300, bottom: 500 };
  const rect = (top: number, bottom: number) => ({ top, bottom, height: bottom - top, left: 0, right: 375, width: 375, x: 0, y: top, toJSON: () => ({}) });
  const original = HTMLElement.prototype.getBoundingClientRect;
  beforeEach(() => {
    // The dialog watch is a MutationObserver: its callbacks are microtasks, left real.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      if (this.getAttribute('role') === 'dialog') return rect(panel.top, panel.bottom) as DOMRect;
      if (this.getAttribute('role') === 'status' && this.hasAttribute('data-spot')) return rect(0, this.childElementCount * 52) as DOMRect;
      return rect(0, 0) as DOMRect;
    };
  });
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
    jest.useRealTimers();
  });

  let openDialog: (open: boolean) => void = () => undefined;
  function Page() {
    const [open, setOpen] = useState(false);
    openDialog = setOpen;
    return (
      <Dialog open={open} onClose={() => setOpen(false)}>
        <p>登入成功</p>
      </Dialog>
    );
  }
  const renderHost = () =>
    render(
      <ThemeProvider theme={theme}>
        <Page />
        <ToastHost />
      </ThemeProvider>,
    );
  const region = () => document.querySelector<HTMLElement>('[data-spot]') as HTMLElement;

  it('shows a toast over the page for 2 s when no dialog is open', () => {
    renderHost();
    act(() => toast('設定成功', 'success'));
    expect(screen.getByText('設定成功')).toBeInTheDocument();
    expect(region()).toHaveAttribute('data-spot', 'page');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('設定成功')).not.toBeInTheDocument();
  });

  it('moves a toast above an open dialog, so it never covers the dialog (設定成功 beside 登入成功)', async () => {
    panel = { top: 300, bottom: 500 };
    renderHost();
    await act(async () => openDialog(true));
    act(() => toast('設定成功', 'success'));
    expect(screen.getByText('設定成功')).toBeInTheDocument();
    expect(region()).toHaveAttribute('data-spot', 'beside-dialog');
    const top = parseFloat(region().style.top);
    expect(top + 52).toBeLessThanOrEqual(panel.top);
  });

  it('follows a dialog that opens while a toast shows', async () => {
    panel = { top: 300, bottom: 500 };
    renderHost();
    act(() => toast('設定成功', 'success'));
    expect(region()).toHaveAttribute('data-spot', 'page');
    await act(async () => openDialog(true));
    expect(region()).toHaveAttribute('data-spot', 'beside-dialog');
    expect(parseFloat(region().style.top) + 52).toBeLessThanOrEqual(panel.top);
  });

  it('waits while a dialog leaves no room, then shows for its full time once it closes', async () => {
    panel = { top: 20, bottom: 750 };
    renderHost();
    await act(async () => openDialog(true));
    act(() => toast('已送出申請', 'success'));
    expect(screen.queryByText('已送出申請')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    await act(async () => openDialog(false));
    expect(screen.getByText('已送出申請')).toBeInTheDocument();
    expect(region()).toHaveAttribute('data-spot', 'page');
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('已送出申請')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('已送出申請')).not.toBeInTheDocument();
  });
});
