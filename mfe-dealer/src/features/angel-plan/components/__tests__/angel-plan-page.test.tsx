import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { AngelPlanPage, periodLabel } from '../angel-plan-page';
import { gradeWording } from '../plan-status';

const programs = [
  { id: 1, name: 'VIP 月方案', price: 299, period_days: 30, description: '每月自動續約' },
  { id: 2, name: 'VIP 年方案', price: 2990, period_days: 365, description: '一次付清一年' },
];
const none = { status: 'none', program_id: null, program_name: null, next_program_id: null, period_start: null, period_end: null, cancel_at_period_end: false, cancel_deadline: null, renews_at: null, card: null };
const ok = (body: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: body }));

function renderPage(dealer: unknown) {
  global.fetch = jest.fn(async (url: string) => (String(url).includes('memberDealer') ? ok(dealer) : ok(programs))) as unknown as typeof fetch;
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/member/angelPlan']}>
          <AngelPlanPage />
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );
}

describe('angel plan page', () => {
  afterEach(() => {
    // Unmount first: the pages follow the login store.
    cleanup();
    authStore.setState({ token: null, member: null });
  });

  it('lists the dealer programs with prices and monthly/yearly wording', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'VIP 月方案' })).toBeInTheDocument();
    expect(screen.getByText('NT$ 2,990')).toBeInTheDocument();
    expect(screen.getByText(/72 小時/)).toBeInTheDocument();
  });

  it('program 1 is monthly, others yearly (§9); wording by grade (§6)', () => {
    expect([periodLabel(1), periodLabel(2), periodLabel(7)]).toEqual(['月', '年', '年']);
    expect(gradeWording(1)).toMatch(/升級 VIP/);
    expect(gradeWording(3)).toMatch(/您是 VIP 會員/);
    expect(gradeWording(4)).toMatch(/天使會員/);
  });

  it('asks for the age answer and agreement to the VIP terms before the card step', async () => {
    authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false } });
    renderPage({ member_grade_id: 1, is_joy_dealer: false, subscription_program_id: null, next_subscription_program_id: null, program_name: null, subscription: none, dealer: null });
    expect(await screen.findByRole('heading', { name: /升級 VIP/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '訂閱VIP 月方案' }));
    const terms = await screen.findByRole('dialog', { name: 'VIP 會員條款' });
    fireEvent.click(within(terms).getByRole('button', { name: '同意並繼續' }));
    expect(within(terms).getByRole('alert')).toHaveTextContent('請選擇年齡資格');
    fireEvent.click(within(terms).getByLabelText('我未滿 18 歲，已取得法定代理人同意'));
    fireEvent.click(within(terms).getByRole('button', { name: '同意並繼續' }));
    expect(within(terms).getByRole('alert')).toHaveTextContent('請閱讀並同意 VIP 會員條款');
    fireEvent.click(within(terms).getByLabelText('我已閱讀並同意 VIP 會員條款'));
    fireEvent.click(within(terms).getByRole('button', { name: '同意並繼續' }));
    expect(await screen.findByRole('dialog', { name: '訂閱 VIP 月方案' })).toBeInTheDocument();
    expect(screen.getByText('信用卡號碼', { selector: 'label' })).toBeInTheDocument();
  });

  it('shows a VIP member the plan, the renewal and the cancellation deadline', async () => {
    authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false } });
    const sub = { ...none, status: 'active', program_id: 1, program_name: 'VIP 月方案', period_start: '2026-03-01T02:00:00Z', period_end: '2026-03-31T02:00:00Z', cancel_deadline: '2026-03-28T02:00:00Z', renews_at: '2026-03-29T02:00:00Z', card: { id: 3, card_6_num: '424242', last_four: '4242', icon: 'visa', expiry: '12/30', is_default: true } };
    renderPage({ member_grade_id: 3, is_joy_dealer: false, subscription_program_id: 1, next_subscription_program_id: 1, program_name: 'VIP 月方案', subscription: sub, dealer: null });
    expect(await screen.findByRole('heading', { name: /您是 VIP 會員/ })).toBeInTheDocument();
    expect(screen.getByText(/Visa •••• 4242/)).toBeInTheDocument();
    expect(screen.getByText(/取消續訂期限：2026 年 3 月 28 日/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /訂閱VIP/ })).not.toBeInTheDocument();
  });
});
