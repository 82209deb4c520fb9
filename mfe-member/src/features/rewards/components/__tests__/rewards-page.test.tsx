import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@joy/bus';
import { fail, logIn, logOut, mockFetch, ok, paged } from '../../../../test-utils/api-mock';
import { balance, coinRecord, withdrawal } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { taipeiDate } from '@joy/contract';
import { RewardsPage } from '../rewards-page';

/** A Taipei calendar day `days` from today. */
const dayFromToday = (days: number) => new Date(Date.parse(`${taipeiDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const lot = (id: number, validIn: number, remaining: number, coin = remaining) => ({
  id, reason: 'payment_reward' as const, coin, remaining, received_on: dayFromToday(validIn - 119), valid_until: dayFromToday(validIn),
  expires_at: `${dayFromToday(validIn + 1)}T00:00:00+08:00`,
});

const renderRewards = () => renderRoute(<RewardsPage />, { url: '/member/rewards' });

beforeEach(() => logIn());
afterEach(() => act(() => logOut()));

describe('joy coin rewards (/member/rewards)', () => {
  it('shows the balance with separators, the lots soonest first with those within 14 days highlighted, and the pay code to copy', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = mockFetch((path) =>
      path === '/v2/member/coin'
        ? ok(balance({ lots: [lot(1, 90, 2_000), lot(2, 10, 345, 500), lot(3, 0, 10_000)], next_expiry: { coin: 10_000, valid_until: dayFromToday(0) } }))
        : ok(paged([], 1, 1, 10)),
    );
    const toasts: string[] = [];
    const off = on('ui:toast', ({ message }) => toasts.push(message));
    renderRewards();

    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/v2/member/coin')?.method).toBe('POST');
    const lots = within(screen.getByRole('list', { name: '各筆樂幣的到期日' })).getAllByRole('listitem');
    expect(lots.map((li) => li.querySelector('strong')?.textContent)).toEqual(['10,000 樂幣', '345 樂幣', '2,000 樂幣']);
    expect(lots[0]).toHaveTextContent('即將到期・今天到期');
    expect(lots[1]).toHaveTextContent('即將到期・剩 10 天');
    expect(lots[1]).toHaveTextContent('原 500 樂幣');
    expect(lots[2]).not.toHaveTextContent('即將到期');
    expect(lots[2]).toHaveTextContent('剩 90 天');
    expect(lots.map((li) => li.hasAttribute('data-expiring'))).toEqual([true, true, false]);
    expect(screen.getByText(/每筆樂幣自獲得日起 120 天內有效/)).toBeInTheDocument();

    expect(screen.getByLabelText('會員付款碼 JOY7A2B9C4D')).toHaveTextContent('JOY7 A2B9 C4D');
    await userEvent.click(screen.getByRole('button', { name: '複製付款碼' }));
    expect(writeText).toHaveBeenCalledWith('JOY7A2B9C4D');
    expect(toasts).toEqual(['已複製付款碼']);
    off();
  });

  it('pages the reward records (append, no repeats) and switches tabs by keyboard, each tab from its page 1', async () => {
    const calls = mockFetch((path, url) => {
      if (path === '/v2/member/coin') return ok(balance());
      const page = Number(url.searchParams.get('page'));
      if (path.endsWith('/feedback')) {
        return ok(page === 1 ? paged([coinRecord(1, { coin: 1_180 }), coinRecord(2)], 1, 2, 10) : paged([coinRecord(2), coinRecord(3)], 2, 2, 10));
      }
      if (path.endsWith('/deduct')) return ok(paged([coinRecord(9, { reason: 'spend', title: '付款折抵', coin: -100, valid_until: null })], 1, 1, 10));
      return ok(paged([coinRecord(20, { reason: 'withdrawal', title: '提領至銀行帳戶', coin: -1_000, store: null, pay_log_id: null, valid_until: null, withdrawal: withdrawal(5, { status: 'success' }) })], 1, 1, 10));
    });
    renderRewards();

    const first = await screen.findByText('付款回饋 1');
    expect(calls.map((c) => c.url)).toContain('/v2/member/coin/history/feedback?page=1');
    const item = first.closest('li') as HTMLElement;
    expect(within(item).getByText('+1,180')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '阿宗麵線 3' })).toHaveAttribute('href', '/member/history/payment-record/3');
    expect(within(item).getByText('有效期限至 2027 年 2 月 28 日')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '更多紀錄' }));
    expect(await screen.findByText('付款回饋 3')).toBeInTheDocument();
    expect(screen.getAllByText('付款回饋 2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '更多紀錄' })).not.toBeInTheDocument();

    const feedbackTab = screen.getByRole('tab', { name: '回饋紀錄' });
    expect(feedbackTab).toHaveAttribute('aria-selected', 'true');
    feedbackTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const deductTab = screen.getByRole('tab', { name: '使用紀錄' });
    expect(deductTab).toHaveFocus();
    expect(deductTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('−100')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/v2/member/coin/history/deduct?page=1');
    expect(screen.queryByText('付款回饋 1')).not.toBeInTheDocument();

    await userEvent.keyboard('{End}');
    const withdrawItem = (await screen.findByText('提領至銀行帳戶')).closest('li') as HTMLElement;
    expect(within(withdrawItem).getByText('提領成功')).toBeInTheDocument();
    expect(withdrawItem).toHaveTextContent('臺灣銀行（末四碼 6789）・實際入帳 NT$ 985');
    expect(within(withdrawItem).getByText('−1,000')).toBeInTheDocument();
  });

  it('shows the empty state of a tab with the next step', async () => {
    mockFetch((path) => (path === '/v2/member/coin' ? ok(balance({ balance: 0 })) : ok(paged([], 1, 1, 10))));
    renderRewards();
    expect(await screen.findByText(/目前沒有回饋紀錄/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '看看合作店家' })).toHaveAttribute('href', '/store');
    expect(screen.getByText('目前沒有可使用的樂幣')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '邀請獎勵' }));
    expect(await screen.findByText(/目前沒有邀請獎勵/)).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel', { name: '邀請獎勵' })).getByRole('link', { name: '邀請好友' })).toHaveAttribute('href', '/member/invitationCode');
  });

  it('opens the tab the address names (?tab=withdraw), so a help article can link to the withdrawal records', async () => {
    const calls = mockFetch((path) => (path === '/v2/member/coin' ? ok(balance()) : ok(paged([], 1, 1, 10))));
    renderRoute(<RewardsPage />, { url: '/member/rewards?tab=withdraw' });
    expect(screen.getByRole('tab', { name: '提領紀錄' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('目前沒有提領紀錄')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/v2/member/coin/history/withdraw?page=1');
    expect(calls.map((c) => c.url)).not.toContain('/v2/member/coin/history/feedback?page=1');
  });

  it('shows an error with retry when the balance fails, and again when the records fail', async () => {
    let balanceAttempts = 0;
    let recordAttempts = 0;
    mockFetch((path) => {
      if (path === '/v2/member/coin') return ++balanceAttempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(balance());
      return ++recordAttempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(paged([coinRecord(1)], 1, 1, 10));
    });
    renderRewards();
    await waitFor(() => expect(screen.getAllByRole('button', { name: '重新載入' })).toHaveLength(2));
    const retries = screen.getAllByRole('button', { name: '重新載入' });
    for (const retry of retries) await userEvent.click(retry);
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(await screen.findByText('付款回饋 1')).toBeInTheDocument();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    act(() => logOut());
    const calls = mockFetch(() => ok(null));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderRewards();
    expect(opened).toHaveBeenCalledWith({ redirect: '/member/rewards' });
    expect(screen.getByText('請先登入會員，即可查看樂幣紀錄。')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    off();
  });
});
