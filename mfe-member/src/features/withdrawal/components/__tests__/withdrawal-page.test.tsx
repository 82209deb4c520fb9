import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@joy/bus';
import type { MemberBank } from '@joy/contract';
import { fail, logIn, logOut, mockFetch, ok, type Call } from '../../../../test-utils/api-mock';
import { balance, memberBank, withdrawal } from '../../../../test-utils/coin-fixtures';
import { renderRoute } from '../../../../test-utils/render';
import { WithdrawalPage } from '../withdrawal-page';

const banks = [
  { code: '004', name: '臺灣銀行' },
  { code: '812', name: '台新國際商業銀行' },
  { code: '822', name: '中國信託商業銀行' },
];

interface Server {
  accounts: MemberBank[];
  coins: number;
  onWithdraw?: (call: Call) => Response;
  onCreate?: (call: Call) => Response;
  onDelete?: (id: number) => Response;
}

function serve(server: Server) {
  return mockFetch((path, _url, call) => {
    if (path === '/v2/member/coin') return ok(balance({ balance: server.coins }));
    if (path === '/v2/member/bank/list') return ok(server.accounts);
    if (path === '/v2/bank/list') return ok(banks);
    if (path === '/v2/member/bank/create') {
      if (server.onCreate) return server.onCreate(call);
      const created = memberBank(9, { bank_code: '812', bank_name: '台新國際商業銀行', account_number_masked: '********4321' });
      server.accounts = [...server.accounts, created];
      return ok(created);
    }
    if (path.startsWith('/v2/member/bank/')) {
      const id = Number(path.split('/').at(-1));
      if (server.onDelete) return server.onDelete(id);
      server.accounts = server.accounts.filter((a) => a.id !== id);
      return ok(null);
    }
    if (path === '/v2/member/withdraw') {
      if (server.onWithdraw) return server.onWithdraw(call);
      server.coins -= Number(call.body?.coin);
      return ok({ withdrawal: withdrawal(1, { coin: Number(call.body?.coin) }), balance: server.coins });
    }
    return fail(404, 'This page could not be found');
  });
}

const renderWithdrawal = () => renderRoute(<WithdrawalPage />, { url: '/member/withdrawal' });

const toasts: string[] = [];
let offToast = () => undefined as void;
beforeEach(() => {
  logIn();
  toasts.length = 0;
  offToast = on('ui:toast', ({ message }) => toasts.push(message));
});
afterEach(() => {
  offToast();
  jest.useRealTimers();
  act(() => logOut());
});

describe('coin withdrawal (/member/withdrawal)', () => {
  it('shows the rules and the conversion, checks the amount, confirms, and goes to the withdrawal record 2 s after 已送出申請', async () => {
    const server: Server = { accounts: [memberBank(1), memberBank(2, { bank_name: '中國信託商業銀行', bank_code: '822' })], coins: 12_345 };
    const calls = serve(server);
    renderWithdrawal();

    expect(await screen.findByText('12,345')).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: '提領規則' });
    expect(rules).toHaveTextContent('1 樂幣可兌換新台幣 1 元');
    expect(rules).toHaveTextContent('每次提領最少 100 樂幣，最多 50,000 樂幣');
    expect(rules).toHaveTextContent('每筆提領收取轉帳手續費新台幣 15 元');
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1]);
    expect(radios[1]).toBeChecked();

    const amount = screen.getByLabelText(/提領樂幣/);
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: '確認提領' }));
    expect(screen.getByText('每次提領最少 100 樂幣')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.click(screen.getByRole('button', { name: '確認提領' }));
    expect(screen.getByText('樂幣餘額不足')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/v2/member/withdraw')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1,2a00');
    expect(amount).toHaveValue('1200');
    const quote = screen.getByLabelText('提領試算');
    expect(quote).toHaveTextContent('1,200 樂幣');
    expect(quote).toHaveTextContent('折合新台幣NT$ 1,200');
    expect(quote).toHaveTextContent('轉帳手續費− NT$ 15');
    expect(quote).toHaveTextContent('實際入帳NT$ 1,185');

    await userEvent.click(screen.getByRole('button', { name: '確認提領' }));
    const confirm = screen.getByRole('dialog', { name: '確認提領' });
    expect(confirm).toHaveTextContent('匯入 中國信託商業銀行 ******2789');
    expect(confirm).toHaveTextContent('實際入帳NT$ 1,185');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(confirm).getByRole('button', { name: '確定提領' }));
    expect(await screen.findByRole('dialog', { name: '已送出申請' })).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/v2/member/withdraw');
    expect(sent).toMatchObject({ method: 'POST', body: { type: 1, coin: 1200, member_bank_id: 2 } });
    expect(String(sent?.body?.idempotency_key)).toMatch(/^wd-.{8,}/);
    expect(screen.getByTestId('location')).toHaveTextContent('/member/withdrawal');
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/member\/withdrawal$/);
    act(() => jest.advanceTimersByTime(200));
    // The member's own record: the withdrawal record's coin withdrawals, not the dealers' angel bonus.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/member\/withdrawal-record\?tab=coin$/);
  });

  it("shows the server's msg when the withdrawal is refused, and stays on the page", async () => {
    serve({ accounts: [memberBank(1)], coins: 5_000, onWithdraw: () => fail(404, '找不到此銀行帳戶', { member_bank_id: '找不到此銀行帳戶' }) });
    renderWithdrawal();
    await userEvent.type(await screen.findByLabelText(/提領樂幣/), '500');
    await userEvent.click(screen.getByRole('button', { name: '確認提領' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '確認提領' })).getByRole('button', { name: '確定提領' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到此銀行帳戶');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member/withdrawal');
  });

  it('adds an account in the bank account modal: searchable bank list, fields checked, passbook photo checked and previewed, 新增成功', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:passbook-preview');
    URL.revokeObjectURL = jest.fn();
    const server: Server = { accounts: [], coins: 800 };
    const calls = serve(server);
    renderWithdrawal();
    expect(await screen.findByText('尚未新增銀行帳戶，請先新增一個帳戶以便撥款。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '確認提領' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '＋ 新增銀行帳戶' }));
    const modal = screen.getByRole('dialog', { name: '新增銀行帳戶' });
    const list = await within(modal).findByRole('listbox', { name: '銀行' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(calls.find((c) => c.url === '/v2/bank/list')).toMatchObject({ method: 'POST', body: { keyword: '' } });
    await userEvent.type(within(modal).getByRole('searchbox', { name: '搜尋銀行' }), '台新');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['812 台新國際商業銀行']);
    // 台 and 臺 are the same character to whoever types: 台灣 finds 臺灣銀行.
    await userEvent.clear(within(modal).getByRole('searchbox', { name: '搜尋銀行' }));
    await userEvent.type(within(modal).getByRole('searchbox', { name: '搜尋銀行' }), '台灣');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['004 臺灣銀行']);
    await userEvent.clear(within(modal).getByRole('searchbox', { name: '搜尋銀行' }));
    await userEvent.type(within(modal).getByRole('searchbox', { name: '搜尋銀行' }), '台新');

    await userEvent.click(within(modal).getByRole('button', { name: '新增帳戶' }));
    expect(within(modal).getByText('請選擇銀行')).toBeInTheDocument();
    expect(within(modal).getByText('請上傳存摺封面照片')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/v2/member/bank/create')).toBe(false);

    await userEvent.selectOptions(list, '812');
    await userEvent.type(within(modal).getByLabelText('分行名稱'), '信義分行');
    await userEvent.type(within(modal).getByLabelText('戶名'), '林美玲');
    await userEvent.type(within(modal).getByLabelText('帳號'), '1234');
    await userEvent.type(within(modal).getByLabelText('戶名持有人出生日期'), '1990-05-20');
    const upload = within(modal).getByLabelText(/存摺封面照片/);
    fireEvent.change(upload, { target: { files: [new File(['%PDF'], 'passbook.pdf', { type: 'application/pdf' })] } });
    expect(within(modal).getByText('請選擇 JPEG、PNG 或 WebP 格式的照片')).toBeInTheDocument();
    fireEvent.change(upload, { target: { files: [new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })] } });
    expect(within(modal).getByText('照片請在 8 MB 以內')).toBeInTheDocument();
    const photo = new File(['png-bytes'], 'passbook.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [photo] } });
    expect(await within(modal).findByRole('img', { name: '存摺封面預覽' })).toHaveAttribute('src', 'blob:passbook-preview');
    expect(within(modal).getByText('passbook.png（點此重新選擇）')).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: '新增帳戶' }));
    expect(within(modal).getByText('帳號格式不正確，請輸入 10 至 16 位數字')).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText('帳號'), '-5678-9012');
    await userEvent.click(within(modal).getByRole('button', { name: '新增帳戶' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增銀行帳戶' })).not.toBeInTheDocument());
    const form = calls.find((c) => c.url === '/v2/member/bank/create')?.form as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      source: 'member', bank_code: '812', branch: '信義分行', account_name: '林美玲', account_number: '123456789012', birthday: '1990-05-20',
    });
    expect((form.get('passbook') as File).name).toBe('passbook.png');
    expect(toasts).toEqual(['新增成功']);
    expect(await screen.findByRole('radio', { name: /812 台新國際商業銀行/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '確認提領' })).toBeEnabled();
  });

  it("shows the server's msg when the account is refused", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    serve({ accounts: [], coins: 0, onCreate: () => fail(409, '此銀行帳戶已新增過', { account_number: '此銀行帳戶已新增過' }) });
    renderWithdrawal();
    await userEvent.click(await screen.findByRole('button', { name: '＋ 新增銀行帳戶' }));
    const modal = screen.getByRole('dialog', { name: '新增銀行帳戶' });
    await userEvent.selectOptions(await within(modal).findByRole('listbox', { name: '銀行' }), '004');
    await userEvent.type(within(modal).getByLabelText('分行名稱'), '信義分行');
    await userEvent.type(within(modal).getByLabelText('戶名'), '林美玲');
    await userEvent.type(within(modal).getByLabelText('帳號'), '1234567890');
    await userEvent.type(within(modal).getByLabelText('戶名持有人出生日期'), '1990-05-20');
    fireEvent.change(within(modal).getByLabelText(/存摺封面照片/), { target: { files: [new File(['x'], 'p.jpg', { type: 'image/jpeg' })] } });
    await userEvent.click(within(modal).getByRole('button', { name: '新增帳戶' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('此銀行帳戶已新增過');
    expect(within(modal).getByLabelText('帳號')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([]);
  });

  it('keeps keyboard focus inside the modal and closes it with Escape', async () => {
    serve({ accounts: [], coins: 0 });
    renderWithdrawal();
    const opener = await screen.findByRole('button', { name: '＋ 新增銀行帳戶' });
    await userEvent.click(opener);
    const modal = screen.getByRole('dialog', { name: '新增銀行帳戶' });
    await within(modal).findByRole('listbox', { name: '銀行' });
    for (let i = 0; i < 15; i += 1) {
      await userEvent.tab();
      expect(modal.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(modal.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('deletes an account after the confirmation (刪除成功), shows the refusal otherwise, and cannot delete one with a pending withdrawal', async () => {
    const server: Server = { accounts: [memberBank(1), memberBank(2), memberBank(3, { has_pending_withdrawal: true })], coins: 100 };
    const calls = serve(server);
    renderWithdrawal();
    expect(await screen.findByRole('button', { name: '刪除 臺灣銀行 ******3789' })).toBeDisabled();
    expect(screen.getByText('有處理中的提領，完成後才能刪除')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '刪除 臺灣銀行 ******1789' }));
    const confirm = screen.getByRole('dialog', { name: '確定要刪除此帳戶嗎？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '返回' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '刪除 臺灣銀行 ******1789' }));
    await userEvent.click(screen.getByRole('button', { name: '確定刪除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '刪除 臺灣銀行 ******1789' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/v2/member/bank/1');
    expect(toasts).toEqual(['刪除成功']);
    expect(screen.getAllByRole('radio')[0]).toBeChecked();

    server.onDelete = () => fail(409, '此帳戶有處理中的提領，無法刪除');
    await userEvent.click(screen.getByRole('button', { name: '刪除 臺灣銀行 ******2789' }));
    await userEvent.click(screen.getByRole('button', { name: '確定刪除' }));
    await waitFor(() => expect(toasts).toEqual(['刪除成功', '此帳戶有處理中的提領，無法刪除']));
    expect(screen.getByRole('button', { name: '刪除 臺灣銀行 ******2789' })).toBeInTheDocument();
  });

  it('shows an error with retry when the page data fails', async () => {
    let attempts = 0;
    mockFetch((path) => {
      if (path === '/v2/member/bank/list') return ++attempts === 1 ? fail(500, '系統忙碌中，請稍後再試') : ok([memberBank(1)]);
      return ok(balance());
    });
    renderWithdrawal();
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('radio', { name: /004 臺灣銀行/ })).toBeChecked();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    act(() => logOut());
    const calls = mockFetch(() => ok(null));
    const opened = jest.fn();
    const off = on('auth:open-login', opened);
    renderWithdrawal();
    expect(opened).toHaveBeenCalledWith({ redirect: '/member/withdrawal' });
    expect(calls).toHaveLength(0);
    off();
  });
});
