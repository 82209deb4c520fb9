import { render, screen } from '@testing-library/react';
import type { OrderResult } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import { CancelDialog } from '../cancel-dialog';

const order = (guarantee: OrderResult['guarantee']): OrderResult => ({
  public_id: 'Zx9_abc', status: 2, date: '2099-12-24', time: '19:00', adult_num: 2, child_num: 0, purpose: '', note: '', dietary_note: '', seating_area: '', high_chairs: 0,
  name: '林小姐', created_at: '', change_until: '2099-12-24T09:00:00.000Z', can_change: true, can_cancel: true, phone_hint: '0912***678', diner_confirmed_at: null,
  store: { id: 5, slug: 's5', name: '青葉台菜', address: '台北市中山區中山北路二段 1 號', phone: '02-2571-3133', logo: '' },
  guarantee,
});

const show = (o: OrderResult) =>
  render(
    <RemoteRoot>
      <CancelDialog order={o} open onClose={() => undefined} onCancelled={() => undefined} />
    </RemoteRoot>,
  );

describe('the cancel dialog and the card held', () => {
  it('says what a cancel now keeps of the hold under the agreed tier', () => {
    show(order({ kind: 'deposit', amount: 600, status: 'authorized', captured_amount: 0, last_four: '4242', cancel_keeps: 300 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('現在取消將依訂位時同意的規則收取 NT$300，其餘預先授權釋放。');
  });

  it('says the hold is released whole outside every tier, and nothing without a hold', () => {
    const { unmount } = show(order({ kind: 'card', amount: 1000, status: 'authorized', captured_amount: 0, last_four: '4242', cancel_keeps: 0 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('現在取消，信用卡預先授權 NT$1,000 將全額釋放。');
    unmount();
    show(order(null));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('預先授權');
  });
});
