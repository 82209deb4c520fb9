import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { WithdrawPage } from '../withdraw-page';

const none = { status: 'none', program_id: null, program_name: null, next_program_id: null, period_start: null, period_end: null, cancel_at_period_end: false, cancel_deadline: null, renews_at: null, card: null };
const balance = { earned: 150.5, withdrawn: 0, available: 150 };
const dealer = { member_grade_id: 4, is_joy_dealer: true, subscription_program_id: null, next_subscription_program_id: null, program_name: null, subscription: none, dealer: { joined_at: '2026-04-01T02:00:00Z', children_total: 0, levels: [], angel_bonus: balance, store_profit: balance, recommended_stores: 0 } };
const bank = { id: 9, source: 'dealer', bank_code: '808', bank_name: '玉山銀行', branch: '信義', account_name: '林美玲', account_number_masked: '*******7890', account_last4: '7890', passbook_image: '', birthday: '1990-01-01', has_pending_withdrawal: false, created_at: '2026-04-01T00:00:00Z' };
const ok = (body: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: body }));

describe('dealer withdrawal', () => {
  afterEach(() => {
    cleanup();
    authStore.setState({ token: null, member: null });
    jest.useRealTimers();
  });

  it('withdraws the angel bonus to a dealer account and goes to the dealer home after 2 s (§4)', async () => {
    authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: true } });
    const sent: unknown[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (u.includes('/v2/member/bank/list')) return ok([bank]);
      if (u.includes('share-dividend/withdraw')) {
        sent.push(JSON.parse(String(init?.body)));
        return ok({ withdrawal: { id: 1, amount: 100, status: 'pending', bank_name: '玉山銀行', account_last4: '7890', created_at: '2026-05-03T00:00:00Z' }, balance: { ...balance, available: 50 } });
      }
      if (u.endsWith('/v2/member')) return ok({ id: 1, name: '林美玲', avatar: '', is_joy_dealer: true });
      return ok(dealer);
    }) as unknown as typeof fetch;
    render(
      <RemoteRoot>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={['/member/point-withdrawal']}>
            <Routes>
              <Route path="/member/point-withdrawal" element={<WithdrawPage kind="dividend" />} />
              <Route path="/member/dealer" element={<p>dealer home</p>} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </RemoteRoot>,
    );
    expect(await screen.findByText('可提領金額：NT$ 150')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '確認提領' }));
    expect(await screen.findByText('請選擇提領帳戶')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/玉山銀行/));
    fireEvent.change(screen.getByLabelText('提領金額（新台幣）'), { target: { value: '100' } });
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: '確認提領' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(sent).toEqual([{ point: 100, member_bank_id: 9 }]);
    expect(screen.getByRole('status')).toHaveTextContent('已送出申請');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('dealer home')).toBeInTheDocument();
  });

  it('without a dealer account, 確認提領 says so where it shows and leads to the bank form: search (台 finds 臺), passbook photo with its checks', async () => {
    authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: true } });
    URL.createObjectURL = jest.fn(() => 'blob:passbook-preview');
    URL.revokeObjectURL = jest.fn();
    const accounts: unknown[] = [];
    const created: FormData[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (u.includes('/v2/member/bank/list')) return ok(accounts);
      if (u.includes('/v2/bank/list')) return ok([{ code: '004', name: '臺灣銀行' }, { code: '808', name: '玉山銀行' }, { code: '812', name: '台新國際商業銀行' }]);
      if (u.includes('/v2/member/bank/create')) {
        created.push(init?.body as FormData);
        accounts.push(bank);
        return ok(bank);
      }
      return ok(dealer);
    }) as unknown as typeof fetch;
    render(
      <RemoteRoot>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={['/member/point-withdrawal']}>
            <Routes>
              <Route path="/member/point-withdrawal" element={<WithdrawPage kind="dividend" />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </RemoteRoot>,
    );
    expect(await screen.findByText('尚未設定經銷商銀行帳戶，新增帳戶後即可提領。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('提領金額（新台幣）'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '確認提領' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('請先新增經銷商銀行帳戶');
    fireEvent.click(screen.getByRole('button', { name: '＋ 新增銀行帳戶' }));
    const form = screen.getByRole('form', { name: '新增經銷商銀行帳戶' });
    await waitFor(() => expect(form).toHaveFocus());

    const list = await within(form).findByRole('listbox', { name: '銀行' });
    fireEvent.change(within(form).getByRole('searchbox', { name: '搜尋銀行' }), { target: { value: '台灣' } });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['004 臺灣銀行']);
    fireEvent.change(list, { target: { value: '004' } });
    fireEvent.change(within(form).getByLabelText('分行名稱'), { target: { value: '信義' } });
    fireEvent.change(within(form).getByLabelText('戶名'), { target: { value: '林美玲' } });
    fireEvent.change(within(form).getByLabelText('帳號'), { target: { value: '1234567890' } });
    fireEvent.change(within(form).getByLabelText('戶名持有人出生日期'), { target: { value: '1990-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: '新增帳戶' }));
    expect(within(form).getByText('請上傳存摺封面照片')).toBeInTheDocument();
    const upload = within(form).getByLabelText(/存摺封面照片/);
    fireEvent.change(upload, { target: { files: [new File(['%PDF'], 'passbook.pdf', { type: 'application/pdf' })] } });
    expect(within(form).getByText('請選擇 JPEG、PNG 或 WebP 格式的照片')).toBeInTheDocument();
    fireEvent.change(upload, { target: { files: [new File(['jpeg'], 'passbook.jpg', { type: 'image/jpeg' })] } });
    expect(within(form).getByRole('img', { name: '存摺封面預覽' })).toHaveAttribute('src', 'blob:passbook-preview');
    fireEvent.click(within(form).getByRole('button', { name: '新增帳戶' }));

    expect(await screen.findByRole('radio', { name: /玉山銀行/ })).toBeInTheDocument();
    expect(created[0].get('source')).toBe('dealer');
    expect(created[0].get('bank_code')).toBe('004');
    expect((created[0].get('passbook') as File).name).toBe('passbook.jpg');
    expect(screen.queryByRole('form', { name: '新增經銷商銀行帳戶' })).not.toBeInTheDocument();
    expect(screen.queryByText('請先新增經銷商銀行帳戶')).not.toBeInTheDocument();
  });
});
