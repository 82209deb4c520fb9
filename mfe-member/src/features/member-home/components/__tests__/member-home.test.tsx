import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberLinks } from '@joy/ui';
import { liveChanged } from '@joy/bus';
import { authStore } from '@joy/auth';
import { logIn, logOut, memberRecord, mockFetch, ok, order, paged } from '../../../../test-utils/api-mock';
import { balance } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { MemberHome } from '../member-home';

const news = (n: number) => ({
  data: [{ id: n, title: `第 ${n} 則消息`, body: '', image: '', link: '', published_at: '2026-11-01T10:00:00+08:00' }],
  pagination: { current_page: n, total_pages: 2, total: 2, per_page: 1 },
});

const everyMemberPage = ['訂位紀錄', '付款紀錄', '我的收藏', '我的評論', '樂幣紀錄', '優惠券', '樂幣兌換', '邀請碼', '樂幣提領', '最新消息', '帳號設定'];
const dealerPages = ['樂粉經銷', '我的組織', '天使獎金', '店家推薦獎勵'];

/** The hub's calls: the record with `grade`, the balance, the orders, the news. */
function mockHub({ grade = 1, dealer = false, orders = [order(1)] }: { grade?: number; dealer?: boolean; orders?: ReturnType<typeof order>[] } = {}) {
  return mockFetch((path, url) => {
    if (path === '/v2/member') return ok(memberRecord({ member_grade_id: grade, is_joy_dealer: dealer }));
    if (path === '/v2/member/coin') return ok(balance({ next_expiry: { coin: 1_200, valid_until: '2027-01-31' } }));
    if (path === '/v2/order-history') return ok(paged(orders, 1, 1));
    return ok(news(Number(url.searchParams.get('page'))));
  });
}

const renderHome = () => renderRoute(<MemberHome />, { url: '/member' });

afterEach(() => act(() => logOut()));

describe('member hub (/member)', () => {
  it('lists news with zh-TW dates and pages through them', async () => {
    mockHub();
    renderHome();
    expect(await screen.findByText('第 1 則消息')).toBeInTheDocument();
    expect(screen.getByText('2026 年 11 月 1 日')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(await screen.findByText('第 2 則消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一頁' })).toBeDisabled();
  });

  it('invites a visitor to log in, with no member data fetched', async () => {
    const calls = mockHub();
    renderHome();
    expect(screen.getByRole('link', { name: '登入 / 註冊' })).toHaveAttribute('href', '/sign-up');
    await screen.findByText('第 1 則消息');
    expect(screen.queryByRole('region', { name: '樂幣餘額' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '會員專區' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/v2/news/list?page=1']);
  });

  it('shows a member their avatar, grade with the upgrade-to-VIP entry, balance, next bookings and a link to every member page', async () => {
    logIn();
    mockHub({ orders: [order(1, { date: '2099-12-24', time: '19:00' }), order(2, { status: 0 }), order(3, { date: '2020-01-01' }), order(4, { date: '2099-11-01', status: 1 })] });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '林美玲，歡迎回來' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: '林美玲，歡迎回來' });
    expect(profile.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/old.jpg');
    expect(await within(profile).findByLabelText('會員等級：一般會員')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: '升級 VIP' })).toHaveAttribute('href', '/member/angelPlan');

    const coins = screen.getByRole('region', { name: '樂幣餘額' });
    expect(await within(coins).findByText('12,345')).toBeInTheDocument();
    expect(within(coins).getByText('1,200 樂幣將於 2027 年 1 月 31 日 後到期')).toBeInTheDocument();

    // Still to come only (not cancelled, not past), soonest first.
    const upcoming = await screen.findByRole('list', { name: '即將到來的訂位' });
    const bookings = within(upcoming).getAllByRole('link');
    expect(bookings.map((a) => a.getAttribute('href'))).toEqual(['/member/history/4', '/member/history/1']);
    expect(bookings[0]).toHaveTextContent('鼎泰小館 4');
    expect(bookings[0]).toHaveTextContent('2099 年 11 月 1 日 18:30・大人 2 位、小孩 1 位');

    const nav = screen.getByRole('navigation', { name: '會員專區' });
    for (const label of everyMemberPage) {
      const link = within(nav).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', memberLinks.find((l) => l.label === label)?.to);
      expect(link).toHaveAccessibleDescription(memberLinks.find((l) => l.label === label)?.hint ?? '');
    }
    for (const label of dealerPages) expect(within(nav).queryByRole('link', { name: label })).toBeNull();
    await screen.findByText('第 1 則消息');
  });

  it('shows a dealer the dealer pages and the angel grade, with no upgrade entry', async () => {
    act(() => authStore.setState({ token: 't', member: { id: 7, name: '林美玲', avatar: '', is_joy_dealer: true }, avatar: '' }));
    mockHub({ grade: 4, dealer: true });
    renderHome();
    const profile = screen.getByRole('region', { name: '林美玲，歡迎回來' });
    expect(await within(profile).findByLabelText('會員等級：天使會員')).toBeInTheDocument();
    expect(within(profile).queryByRole('link', { name: '升級 VIP' })).toBeNull();
    expect(within(profile).getByRole('link', { name: '我的 VIP 方案' })).toHaveAttribute('href', '/member/angelPlan');
    const nav = screen.getByRole('navigation', { name: '會員專區' });
    expect(within(nav).getByRole('heading', { name: '樂粉經銷' })).toBeInTheDocument();
    for (const label of [...everyMemberPage, ...dealerPages]) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '天使獎金' })).toHaveAttribute('href', '/member/withdrawal-record');
    await screen.findByText('第 1 則消息');
  });

  it('a VIP member sees the VIP grade; a new subscription turns the upgrade entry into the plan wording without a reload', async () => {
    logIn();
    let grade = 1;
    mockFetch((path, url) => {
      if (path === '/v2/member') return ok(memberRecord({ member_grade_id: grade }));
      if (path === '/v2/member/coin') return ok(balance());
      if (path === '/v2/order-history') return ok(paged([], 1, 1));
      return ok(news(Number(url.searchParams.get('page'))));
    });
    renderHome();
    expect(await screen.findByRole('link', { name: '升級 VIP' })).toBeInTheDocument();
    expect(await screen.findByText('目前沒有即將到來的訂位')).toBeInTheDocument();
    grade = 3;
    act(() => liveChanged(['subscription']));
    expect(await screen.findByLabelText('會員等級：VIP 會員')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '升級 VIP' })).toBeNull();
    expect(screen.getByText('付款消費享額外 18% 樂幣回饋')).toBeInTheDocument();
    await screen.findByText('第 1 則消息');
  });
});
