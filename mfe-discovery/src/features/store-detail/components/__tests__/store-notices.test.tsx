import { screen, within } from '@testing-library/react';
import { defaultHouseRules, type StoreDetail } from '@joy/contract';
import { store } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { StoreInfoPanel } from '../store-info-panel';
import { closureDay } from '../store-notices';

const detail = (over: Partial<StoreDetail> = {}): StoreDetail => ({
  ...store(1, { name: '福來台菜' }),
  description: '老宅改建的台菜餐廳。',
  phone: '0227001234',
  lat: 25.04,
  lng: 121.55,
  photos: [],
  business_times: [{ weekday: 5, open: '11:00', close: '21:00' }],
  member_is_collection: false,
  seating_areas: [],
  max_party_size: 8,
  house_notes: '',
  house_rules: defaultHouseRules,
  closures: [],
  ...over,
});

describe('the store page’s 店家須知 and closing days', () => {
  it('shows the store’s notes under 店家須知, line by line', () => {
    renderRoute(<StoreInfoPanel store={detail({ house_notes: '低消每人 300 元\n包廂限 6 人以上' })} />);
    const section = screen.getByRole('region', { name: '店家須知' });
    expect(section).toHaveTextContent('低消每人 300 元');
    expect(section).toHaveTextContent('包廂限 6 人以上');
    expect(section.querySelectorAll('br')).toHaveLength(1);
  });

  it('lists the upcoming closing days as 「12/25（五）店休」 with the store’s reason', () => {
    renderRoute(
      <StoreInfoPanel
        store={detail({
          closures: [
            { date: '2026-12-25', reason: '店內整修' },
            { date: '2027-01-01', reason: '' },
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: '近期店休' });
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['12/25（五）店休店內整修', '1/1（五）店休']);
  });

  it('shows neither when the store has no notes and no closing days', () => {
    renderRoute(<StoreInfoPanel store={detail({ house_notes: '  ' })} />);
    expect(screen.getByRole('region', { name: '關於餐廳' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '店家須知' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '近期店休' })).not.toBeInTheDocument();
  });

  it('shows the rules card (訂位須知) in plain words: the store’s own, or the defaults without one', () => {
    const rules = { ...defaultHouseRules, time_limit_minutes: 90, service_charge_percent: 10, deposit: { kind: 'card' as const, no_show_fee_per_person: 500, tiers: [] }, pets: 'yes' as const };
    const { unmount } = renderRoute(<StoreInfoPanel store={detail({ house_rules: rules })} />);
    const card = screen.getByRole('region', { name: '訂位須知' });
    for (const text of ['用餐限時 90 分鐘', '另收 10% 服務費', '信用卡擔保：未到每位收 NT$500', '可帶寵物']) expect(within(card).getByText(text)).toBeInTheDocument();
    unmount();
    renderRoute(<StoreInfoPanel store={detail()} />);
    expect(within(screen.getByRole('region', { name: '訂位須知' })).getByText('免訂金')).toBeInTheDocument();
  });

  it('names each date’s own weekday', () => {
    expect(['2026-12-20', '2026-12-21', '2026-12-26', '2027-02-28'].map(closureDay)).toEqual(['12/20（日）', '12/21（一）', '12/26（六）', '2/28（日）']);
  });
});
