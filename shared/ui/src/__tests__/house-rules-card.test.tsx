import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { defaultHouseRules, type HouseRules } from '@joy/contract';
import { HouseRulesCard } from '../house-rules-card';
import { theme } from '../theme';

const rules: HouseRules = {
  ...defaultHouseRules,
  time_limit_minutes: 120,
  minimum_spend_per_person: 500,
  service_charge_percent: 10,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 50 }] },
  cake_fee: null,
  pets: 'yes',
  holidays: [{ name: '母親節', dates: ['2027-05-09'], note: '僅供應套餐', deposit: { kind: 'none' } }],
};

const show = (props: Parameters<typeof HouseRulesCard>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <HouseRulesCard {...props} />
    </ThemeProvider>,
  );

describe('HouseRulesCard (訂位須知)', () => {
  it('is a region named 訂位須知 listing the rules, the refund tiers nested under the deposit', () => {
    show({ rules });
    const card = screen.getByRole('region', { name: '訂位須知' });
    expect(within(card).getByRole('heading', { level: 2, name: '訂位須知' })).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem').map((li) => li.firstChild?.textContent);
    expect(items).toEqual(expect.arrayContaining(['用餐限時 120 分鐘', '低消每位 NT$500', '另收 10% 服務費', '不可自帶蛋糕', '可帶寵物', '母親節（5/9）：僅供應套餐']));
    const deposit = within(card).getByText('訂金每位 NT$300，用餐當天入座後退還').closest('li') as HTMLElement;
    expect(within(deposit).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['用餐前 24 小時內取消，收取 50%', '用餐前 24 小時以前取消，全額退還', '未到收取 50%']);
  });

  it('on the confirm step: a level-3 heading and the booking date’s own policy', () => {
    show({ rules, date: '2027-05-09', level: 3, id: 'confirm-rules' });
    const card = screen.getByRole('region', { name: '訂位須知' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('id', 'confirm-rules');
    expect(within(card).getByText('免訂金')).toBeInTheDocument();
    expect(within(card).queryByText(/訂金每位/)).not.toBeInTheDocument();
  });

  it('shows the defaults of a store that set no card', () => {
    show({ rules: defaultHouseRules });
    expect(screen.getByText('不限用餐時間')).toBeInTheDocument();
    expect(screen.getByText('免訂金')).toBeInTheDocument();
  });
});
