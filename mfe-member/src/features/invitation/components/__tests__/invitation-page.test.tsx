import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@joy/bus';
import type { InvitationInfo } from '@joy/contract';
import { fail, logIn, logOut, memberRecord, mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { InvitationPage } from '../invitation-page';

const info = (over: Partial<InvitationInfo> = {}): InvitationInfo => ({
  invite_code: 'MEI123', children: 1_204, grandchildren: 37, introducer_code: null, can_set_introducer: true, reward_coins: 2_500, ...over,
});

const renderInvitation = () => renderRoute(<InvitationPage />, { url: '/member/invitationCode' });

const toasts: string[] = [];
let offToast = () => undefined as void;
beforeEach(() => {
  logIn();
  toasts.length = 0;
  offToast = on('ui:toast', ({ message }) => toasts.push(message));
});
afterEach(() => {
  offToast();
  Reflect.deleteProperty(navigator, 'share');
  act(() => logOut());
});

describe('invitation code (/member/invitationCode)', () => {
  it.each([
    [1, true],
    [3, false],
    [4, false],
  ])('tells a member of grade %i whether the invite reward needs VIP first (§6: a VIP benefit)', async (grade, toldToUpgrade) => {
    mockFetch((path) => ok(path === '/v2/member' ? memberRecord({ member_grade_id: grade }) : info()));
    renderInvitation();
    const own = await screen.findByRole('region', { name: '我的邀請碼' });
    if (toldToUpgrade) {
      expect(await within(own).findByText(/邀請獎勵為 VIP 會員權益/)).toBeInTheDocument();
      expect(within(own).getByRole('link', { name: '了解 VIP 方案' })).toHaveAttribute('href', '/member/angelPlan');
    } else {
      expect(await within(own).findByText(/好友註冊時填寫您的邀請碼，於合作店家首次付款後，您與好友各得 50 樂幣/)).toBeInTheDocument();
      expect(within(own).queryByText(/邀請獎勵為 VIP 會員權益/)).not.toBeInTheDocument();
    }
  });

  it('shows what the member has earned, not the per-invite constant, when nothing is earned yet', async () => {
    mockFetch(() => ok(info({ children: 0, grandchildren: 0, reward_coins: 0 })));
    renderInvitation();
    const counts = await screen.findByRole('region', { name: '邀請成果' });
    expect(within(counts).getByText('已獲得獎勵').nextSibling).toHaveTextContent('0 樂幣');
    expect(within(counts).getByText(/VIP 會員時，每位好友完成首次付款，您可獲得 50 樂幣/)).toBeInTheDocument();
    expect(within(counts).queryByRole('link', { name: '查看樂幣紀錄' })).not.toBeInTheDocument();
  });

  it('shows the own code with counts, copies it and shares it through the share sheet', async () => {
    const writeText = jest.fn(async () => undefined);
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const calls = mockFetch(() => ok(info()));
    renderInvitation();

    expect(await screen.findByLabelText('我的邀請碼 MEI123')).toHaveTextContent('MEI123');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/member/invitation-code' });
    const counts = screen.getByRole('region', { name: '邀請成果' });
    expect(within(counts).getByText('1,204 人')).toBeInTheDocument();
    expect(within(counts).getByText('37 人')).toBeInTheDocument();
    expect(within(counts).getByText('2,500 樂幣')).toBeInTheDocument();
    expect(within(counts).getByText(/VIP 會員時，每位好友完成首次付款，您可獲得 50 樂幣/)).toBeInTheDocument();
    expect(within(counts).getByRole('link', { name: '查看樂幣紀錄' })).toHaveAttribute('href', '/member/rewards');

    await userEvent.click(screen.getByRole('button', { name: '複製邀請碼' }));
    expect(writeText).toHaveBeenCalledWith('MEI123');
    expect(toasts).toEqual(['已複製邀請碼']);
    await userEvent.click(screen.getByRole('button', { name: '分享給好友' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('MEI123'), url: `${window.location.origin}/sign-up` }));
  });

  it('offers no share button where the browser cannot share', async () => {
    mockFetch(() => ok(info()));
    renderInvitation();
    expect(await screen.findByRole('button', { name: '複製邀請碼' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '分享給好友' })).not.toBeInTheDocument();
  });

  it('sets the inviter once: 加入成功, then the form gives way to the inviter code', async () => {
    const calls = mockFetch((path) => (path === '/v2/member/introducer/create' ? ok(info({ introducer_code: 'ANN888', can_set_introducer: false })) : ok(info())));
    renderInvitation();
    await userEvent.type(await screen.findByLabelText('好友的邀請碼'), ' ann888 ');
    await userEvent.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText('ANN888')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/v2/member/introducer/create', body: { invite_code: 'ann888' } });
    expect(toasts).toEqual(['加入成功']);
    expect(screen.queryByLabelText('好友的邀請碼')).not.toBeInTheDocument();
    expect(screen.getByText(/邀請碼僅能填寫一次/)).toBeInTheDocument();
  });

  it('shows 邀請碼無效 and messages containing 邀請 as they are', async () => {
    let reply = fail(422, '資料格式不正確', { invite_code: '邀請碼無效' });
    mockFetch((path) => (path === '/v2/member/introducer/create' ? reply : ok(info())));
    renderInvitation();
    const input = await screen.findByLabelText('好友的邀請碼');
    await userEvent.click(screen.getByRole('button', { name: '確認送出' }));
    expect(screen.getByText('邀請碼無效')).toBeInTheDocument();
    await userEvent.type(input, 'NOPE99');
    await userEvent.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText('邀請碼無效')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    reply = fail(409, '您已填寫過邀請碼');
    await userEvent.click(screen.getByRole('button', { name: '確認送出' }));
    expect(await screen.findByText('您已填寫過邀請碼')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('shows the inviter when one is set, and an error with retry when loading fails', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok(info({ introducer_code: 'ANN888', can_set_introducer: false }))));
    renderInvitation();
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByText('ANN888')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '填寫邀請碼' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    act(() => logOut());
    const calls = mockFetch(() => ok(null));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderInvitation();
    expect(opened).toHaveBeenCalledWith({ redirect: '/member/invitationCode' });
    expect(calls).toHaveLength(0);
    off();
  });
});
