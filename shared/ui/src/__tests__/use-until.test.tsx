import { act, render, screen } from '@testing-library/react';
import { useCountdown, useUntil } from '../index';

function Offer({ allowed, until }: { allowed: boolean; until: string | null }) {
  return <p>{useUntil(allowed, until) ? '可更改' : '不可更改'}</p>;
}

function Resend() {
  const [left, start] = useCountdown();
  return (
    <button type="button" disabled={left > 0} onClick={() => start(2)}>
      {left > 0 ? `${left} 秒` : '傳送'}
    </button>
  );
}

afterEach(() => jest.useRealTimers());

describe('useUntil', () => {
  it('turns false at the instant, on a page that stays open', () => {
    jest.useFakeTimers({ now: new Date('2099-01-01T09:59:59.000Z') });
    render(<Offer allowed until="2099-01-01T10:00:00.000Z" />);
    expect(screen.getByText('可更改')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.getByText('不可更改')).toBeInTheDocument();
  });

  it('never allows what the reply did not, and keeps the reply without an instant', () => {
    const { rerender } = render(<Offer allowed={false} until="2999-01-01T00:00:00.000Z" />);
    expect(screen.getByText('不可更改')).toBeInTheDocument();
    rerender(<Offer allowed until={null} />);
    expect(screen.getByText('可更改')).toBeInTheDocument();
  });
});

describe('useCountdown', () => {
  it('counts down once a second to zero', () => {
    jest.useFakeTimers();
    render(<Resend />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: '2 秒' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '1 秒' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '傳送' })).toBeEnabled();
  });
});
