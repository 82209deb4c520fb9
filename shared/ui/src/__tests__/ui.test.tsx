import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, MultilineText, formatDate, formatNumber, RemoteRoot } from '../index';

describe('formatting', () => {
  it('formats dates as YYYY 年 M 月 D 日 (with time when asked)', () => {
    expect(formatDate('2026-03-05T18:30:00')).toBe('2026 年 3 月 5 日');
    expect(formatDate('2026-03-05T18:30:00', true)).toBe('2026 年 3 月 5 日 18:30');
    expect(formatDate('not a date')).toBe('');
    // An instant is read on Taipei's clock, whatever the device's (or the page server's) zone.
    expect(formatDate('2026-07-21T16:16:00.000Z')).toBe('2026 年 7 月 22 日');
    expect(formatDate('2026-07-21T16:16:00.000Z', true)).toBe('2026 年 7 月 22 日 00:16');
    expect(formatDate('2026-07-22T00:16:00+08:00', true)).toBe('2026 年 7 月 22 日 00:16');
    expect(formatDate(Date.UTC(2026, 6, 21, 15, 59), true)).toBe('2026 年 7 月 21 日 23:59');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
  it('shows thousand separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
  it('prints what Intl.NumberFormat zh-TW (two decimals at most) prints, without loading its locale data', () => {
    const intl = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 2 });
    const values = [0, -0, 1, -1, 999, 1000, -1000, 1234.5, 1.005, 2.675, 0.125, 0.005, 0.004999, -2.5, -0.001, 1e-7, 99.995, 999999.999, 123456789.12, 2 ** 53, 1e20, NaN, Infinity, -Infinity];
    // And a spread of random amounts in the ranges the site shows (prices, coins, percentages).
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 2000; i += 1) values.push(Math.round(random() * 10 ** (1 + (i % 9))) / 10 ** (i % 4), (random() - 0.5) * 10 ** (i % 12));
    for (const value of values) expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
  });
});

describe('MultilineText', () => {
  it('renders newlines as line breaks and never as HTML', () => {
    const { container } = render(<MultilineText text={'第一行\n<b>第二行</b>'} />);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('第一行<b>第二行</b>');
  });
});

describe('Dialog', () => {
  it('is a labelled modal that closes with Escape', async () => {
    const onClose = jest.fn();
    render(
      <RemoteRoot>
        <Dialog open title="登入帳號" onClose={onClose}>
          內容
        </Dialog>
      </RemoteRoot>,
    );
    expect(screen.getByRole('dialog', { name: '登入帳號' })).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside the panel, and a new onClose on re-render does not pull focus back', async () => {
    function Form() {
      const [text, setText] = useState('');
      return (
        <Dialog open title="新增銀行帳戶" onClose={() => setText('')}>
          <input aria-label="分行" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="button">送出</button>
        </Dialog>
      );
    }
    render(
      <RemoteRoot>
        <button type="button">外面</button>
        <Form />
      </RemoteRoot>,
    );
    const dialog = screen.getByRole('dialog', { name: '新增銀行帳戶' });
    await userEvent.type(screen.getByLabelText('分行'), '信義分行');
    expect(screen.getByLabelText('分行')).toHaveValue('信義分行');
    expect(screen.getByLabelText('分行')).toHaveFocus();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    screen.getByRole('button', { name: '關閉' }).focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '送出' })).toHaveFocus();
  });
});
