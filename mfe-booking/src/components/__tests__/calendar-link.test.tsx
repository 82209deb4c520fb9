import { act, render, screen } from '@testing-library/react';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { appCalendarLink, CalendarLink } from '../calendar-link';

describe('加入行事曆', () => {
  it('downloads the .ics in a browser, hands it to the app inside the webview, and is absent for a cancelled booking', () => {
    const { rerender } = render(
      <RemoteRoot>
        <CalendarLink publicId="Zx9_abc" status={1} />
      </RemoteRoot>,
    );
    const link = screen.getByRole('link', { name: '加入行事曆' });
    expect(link).toHaveAttribute('href', '/v2/order/result/Zx9_abc/calendar.ics');
    expect(link).toHaveAttribute('download');

    act(() => authStore.setState({ inApp: true }));
    expect(screen.getByRole('link', { name: '加入行事曆' })).toHaveAttribute('href', appCalendarLink('Zx9_abc'));
    expect(appCalendarLink('Zx9_abc', 'https://joy.example.tw')).toBe('joyapp://calendar?url=https%3A%2F%2Fjoy.example.tw%2Fv2%2Forder%2Fresult%2FZx9_abc%2Fcalendar.ics');
    act(() => authStore.setState({ inApp: false }));

    rerender(
      <RemoteRoot>
        <CalendarLink publicId="Zx9_abc" status={0} />
      </RemoteRoot>,
    );
    expect(screen.queryByRole('link', { name: '加入行事曆' })).toBeNull();
  });
});
