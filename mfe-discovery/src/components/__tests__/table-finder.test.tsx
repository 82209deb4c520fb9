import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayjs } from '@joy/ui';
import { taipeiDate } from '@joy/contract';
import { fixClock } from '../../test-utils/clock';
import { renderRoute } from '../../test-utils/render';
import { TableFinder } from '../table-finder';

/*
 * A fixed clock, 10 November 2026 at noon in Taipei: the tests read Taipei's date when they
 * render and again when they check, and the day must not turn in between.
 */
fixClock('2026-11-10T12:00:00+08:00');

describe('TableFinder (找空位)', () => {
  it('sends a date, a time and a party to /store as an availability search', async () => {
    renderRoute(<TableFinder />, { url: '/' });
    const tomorrow = dayjs(taipeiDate()).add(1, 'day');
    await userEvent.selectOptions(screen.getByLabelText('日期'), tomorrow.format('YYYY-MM-DD'));
    expect(screen.getByRole('option', { name: `明天（${'日一二三四五六'[tomorrow.day()]}）` })).toHaveProperty('selected', true);
    await userEvent.selectOptions(screen.getByLabelText('時間'), '19:00');
    await userEvent.selectOptions(screen.getByLabelText('人數'), '4');
    await userEvent.click(screen.getByRole('button', { name: '找空位' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/store?date=${tomorrow.format('YYYY-MM-DD')}&time=19%3A00&total_people=4`);
  });

  it('starts with today, 晚餐 and 2 位, and carries the keyword of the search page', async () => {
    renderRoute(<TableFinder keyword="牛肉麵" title="找「牛肉麵」的空位" />, { url: '/search?keyword=牛肉麵' });
    expect(screen.getByLabelText('日期')).toHaveValue(taipeiDate());
    expect(screen.getByLabelText('時間')).toHaveValue('dinner');
    expect(screen.getByLabelText('人數')).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: '找「牛肉麵」的空位' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/store?keyword=%E7%89%9B%E8%82%89%E9%BA%B5&date=${taipeiDate()}&time=dinner&total_people=2`);
  });
});
