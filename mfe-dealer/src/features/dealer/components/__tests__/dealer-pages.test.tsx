import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { emit, everyTopic } from '@joy/bus';
import { RemoteRoot } from '@joy/ui';
import { AngelBonusPage } from '../angel-bonus-page';
import { OrganizePage } from '../organize-page';

const none = { status: 'none', program_id: null, program_name: null, next_program_id: null, period_start: null, period_end: null, cancel_at_period_end: false, cancel_deadline: null, renews_at: null, card: null };
const balance = { earned: 12.34, withdrawn: 0, available: 12 };
const dealerData = (isDealer: boolean) => ({
  member_grade_id: isDealer ? 4 : 1,
  is_joy_dealer: isDealer,
  subscription_program_id: null,
  next_subscription_program_id: null,
  program_name: null,
  subscription: none,
  dealer: isDealer ? { joined_at: '2026-04-01T02:00:00Z', children_total: 0, levels: [], angel_bonus: balance, store_profit: balance, recommended_stores: 0, year_coin: { year: 2026, allowance: 6, given: 0, remaining: 6 } } : null,
});
const ok = (body: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: body }));
const dividend = (id: number, month: string) => ({ id, month, level: 1, base_amount: 2000, payments: 2, amount: 2, created_at: '2026-05-01T00:00:00Z' });

function renderAt(element: React.ReactNode, routes: (url: string) => unknown, at = '/') {
  global.fetch = jest.fn(async (url: string) => ok(routes(String(url)))) as unknown as typeof fetch;
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );
}

describe('dealer pages', () => {
  beforeEach(() => authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false } }));
  afterEach(() => {
    // Unmount first: the pages follow the login store.
    cleanup();
    authStore.setState({ token: null, member: null });
  });

  it('a member who is not a joy dealer gets a clear page with the way to the VIP plan, not an error', async () => {
    renderAt(<OrganizePage />, () => dealerData(false));
    expect(await screen.findByText('此頁面僅限樂粉經銷商（天使）使用。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '了解 VIP 方案' })).toHaveAttribute('href', '/member/angelPlan');
  });

  it('lists the angel bonus with §4 paging: the next page is appended, a repeated id skipped', async () => {
    renderAt(<AngelBonusPage />, (url) => {
      if (url.includes('/v2/memberDealer/share-dividend/record'))
        return url.includes('page=2')
          ? { data: [dividend(2, '2026-03'), dividend(3, '2026-02')], pagination: { current_page: 2, total_pages: 2, total: 3 } }
          : { data: [dividend(1, '2026-04'), dividend(2, '2026-03')], pagination: { current_page: 1, total_pages: 2, total: 3 } };
      return dealerData(true);
    });
    const list = await screen.findByRole('list', { name: '獎金紀錄' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText(/2026-02/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '獎金紀錄' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
  });

  it('keeps the open withdrawal records and the dealer figures current: a live change re-fetches them in place', async () => {
    let status = 'pending';
    let available = 12;
    renderAt(<AngelBonusPage />, (url) => {
      if (url.includes('/v2/memberDealer/withdraw/record'))
        return { data: [{ id: 5, amount: 300, status, bank_name: '臺灣銀行', account_last4: '6789', created_at: '2026-05-02T00:00:00Z' }], pagination: { current_page: 1, total_pages: 1, total: 1 } };
      if (url.includes('share-dividend/record')) return { data: [], pagination: { current_page: 1, total_pages: 1, total: 0 } };
      const data = dealerData(true);
      return { ...data, dealer: { ...data.dealer, angel_bonus: { ...balance, available } } };
    });
    fireEvent.click(await screen.findByRole('tab', { name: '獎金提領' }));
    const list = await screen.findByRole('list', { name: '獎金提領紀錄' });
    expect(within(list).getByText('處理中')).toBeInTheDocument();

    status = 'success';
    available = 0;
    const calls = (global.fetch as jest.Mock).mock.calls.length;
    act(() => emit('live:changed', everyTopic('reconnect')));
    expect(await within(list).findByText('提領成功')).toBeInTheDocument();
    const urls = (global.fetch as jest.Mock).mock.calls.slice(calls).map(([url]) => String(url));
    expect(urls.some((url) => url.includes('/v2/memberDealer/withdraw/record?page=1'))).toBe(true);
    expect(urls.some((url) => /\/v2\/memberDealer$/.test(url))).toBe(true);
  });

  describe('the withdrawal record (§4: where every coin withdrawal ends)', () => {
    const coinWithdrawal = (id: number, status: string, failure: string | null = null) => ({
      id,
      reason: 'withdrawal',
      title: '提領至銀行帳戶',
      coin: -1000,
      store: null,
      pay_log_id: null,
      valid_until: null,
      withdrawal: { id, type: 1, coin: 1000, fee_ntd: 15, amount_ntd: 985, status, bank: { bank_code: '004', bank_name: '臺灣銀行', account_last4: '6789' }, failure_reason: failure, created_at: '2026-05-02T00:00:00Z', completed_at: null },
      created_at: '2026-05-02T00:00:00Z',
    });
    const coinRecords = (url: string, status = 'pending') =>
      url.includes('/v2/member/coin/history/withdraw') ? { data: [coinWithdrawal(7, status), coinWithdrawal(6, 'failed', '帳號有誤')], pagination: { current_page: 1, total_pages: 1, total: 2 } } : null;

    it("shows a member who is not a dealer their own coin withdrawals, live, with the ways on — not the dealers' page", async () => {
      let status = 'pending';
      renderAt(<AngelBonusPage />, (url) => coinRecords(url, status) ?? dealerData(false));
      expect(await screen.findByRole('heading', { name: '提領紀錄' })).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: '樂幣提領紀錄' });
      const [pending, failed] = within(list).getAllByRole('listitem');
      expect(pending).toHaveTextContent('1,000 樂幣 → 實際入帳 NT$ 985');
      expect(pending).toHaveTextContent('臺灣銀行 ****6789');
      expect(pending).toHaveTextContent('處理中');
      expect(failed).toHaveTextContent('提領失敗');
      expect(failed).toHaveTextContent('帳號有誤');
      expect(screen.queryByText(/僅限樂粉經銷商/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '提領樂幣' })).toHaveAttribute('href', '/member/withdrawal');
      expect(screen.getByRole('link', { name: '全部樂幣紀錄' })).toHaveAttribute('href', '/member/rewards');

      status = 'success';
      act(() => emit('live:changed', everyTopic('reconnect')));
      expect(await within(list).findByText('提領成功')).toBeInTheDocument();
    });

    it('opens a dealer on the angel bonus, and on the coin withdrawals when the link asks for them (?tab=coin)', async () => {
      renderAt(<AngelBonusPage />, (url) => coinRecords(url) ?? (url.includes('/record') ? { data: [], pagination: { current_page: 1, total_pages: 1, total: 0 } } : dealerData(true)), '/member/withdrawal-record?tab=coin');
      expect(await screen.findByRole('heading', { name: '天使獎金' })).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: '樂幣提領' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('list', { name: '樂幣提領紀錄' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: '獎金紀錄' }));
      expect(await screen.findByText('尚無獎金紀錄')).toBeInTheDocument();
    });
  });
});
