import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { LeaveCommentPage } from '../leave-comment-page';

const envelope = (value: unknown, status = 200, msg = 'ok', code = 1) => JSON.stringify({ code, status, msg, return: value });

const order = {
  id: 12, slug: 'A1', public_id: 'p', status: 7, date: '2026-11-20', time: '18:30', adult_num: 2, child_num: 0, purpose: '', note: '', name: '王小明', phone: '0912345678', email: null,
  store: { id: 5, name: '青葉台菜', address: '', phone: '', logo: '' }, created_at: '2026-11-01T00:00:00Z',
};
const payLog = {
  id: 88, status: 1, store: { id: 5, slug: 's5', name: '青葉台菜', logo: '' }, amount: 1200, coins_used: 0, cash_amount: 1200, reward_rate: 5, reward_coins: 60, vip_reward_coins: 0,
  invite_reward_coins: 0, total_reward_coins: 60, reward_valid_until: '2027-03-20', refunded_at: null, reward_shortfall: 0, created_at: '2026-11-20T11:30:00Z', comment_id: null, comments: [],
};
const comment = {
  id: 40, order_id: 12, pay_log_id: null, store: { id: 5, slug: 's5', name: '青葉台菜', logo: '' }, name: '王小明', phone: '', title: '好吃', body: '很好', score: 4, sub_scores: [4, 4, 3, 5],
  images: ['/uploads/comments/a.jpg', '/uploads/comments/b.jpg'], reply: null, reply_at: null, created_at: '', updated_at: null,
};

/** A stand-in for XMLHttpRequest: records what is sent, reports upload progress, replies with `next`. */
class FakeXhr {
  static sent: Array<{ method: string; url: string; headers: Record<string, string>; body: FormData }> = [];
  static next = { status: 200, body: envelope(comment) };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 1);
    setTimeout(() => {
      this.status = FakeXhr.next.status;
      this.responseText = FakeXhr.next.body;
      this.onload?.();
    }, 20);
  }
}

const photo = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

function renderAt(url: string) {
  return render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/leave-comment" element={<LeaveCommentPage />} />
            <Route path="/member/history/:id" element={<p>order page</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );
}

async function chooseScores(user: ReturnType<typeof userEvent.setup>) {
  for (const legend of ['整體評分', '餐點', '服務', '環境', '價格']) {
    await user.click(within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: '4 分' }));
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.next = { status: 200, body: envelope(comment) };
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  global.fetch = jest.fn(async (input: string) => {
    const path = new URL(input, 'http://x').pathname;
    if (path === '/v2/order/12') return new Response(envelope(order));
    if (path === '/v2/comment/40') return new Response(envelope(comment));
    if (path === '/v2/pay-log/88') return new Response(envelope(payLog));
    return new Response(envelope(null, 404, '找不到此評論', 0), { status: 404 });
  }) as unknown as typeof fetch;
  act(() => authStore.setState({ token: 'tok', member: { id: 1, name: '王小明', avatar: '', is_joy_dealer: false } }));
});
afterEach(() => act(() => authStore.setState({ token: null, member: null })));

describe('leave a comment', () => {
  it('asks a visitor to log in first', () => {
    act(() => authStore.setState({ token: null, member: null }));
    renderAt('/leave-comment?id=12&type=order');
    expect(screen.getByText('請先登入會員，再撰寫評論。')).toBeInTheDocument();
  });

  it('refuses a link without a target', () => {
    renderAt('/leave-comment?type=order');
    expect(screen.getByText('找不到要評論的訂位或付款紀錄')).toBeInTheDocument();
  });

  it('names the store, amount and time of the payment being reviewed', async () => {
    renderAt('/leave-comment?slug=s5&type=payment&payId=88');
    expect(await screen.findByRole('heading', { name: '撰寫評論' })).toBeInTheDocument();
    expect(screen.getByText(/^青葉台菜・付款 NT\$ 1,200・2026/)).toBeInTheDocument();
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toContain('/v2/pay-log/88');
  });

  it('needs every score before the text step', async () => {
    const user = userEvent.setup();
    renderAt('/leave-comment?id=12&type=order');
    expect(await screen.findByText(/青葉台菜/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('請給予評分')).toBeInTheDocument();
    expect(screen.getByText('請完成四項評分')).toBeInTheDocument();
    expect(screen.getByText('1. 評分').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('posts scores, text and two photos as multipart with progress, then returns to the order after 3 s', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderAt('/leave-comment?id=12&type=order');
    await screen.findByText(/青葉台菜/);
    await chooseScores(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(screen.getByLabelText('標題'), '道地台菜');
    await user.type(screen.getByLabelText('評論內容'), '第一行{Enter}第二行');
    expect(screen.getByText('7 / 1000')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [photo('a.jpg'), photo('b.png', 'image/png'), photo('c.gif', 'image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('僅接受 JPEG、PNG 或 WebP 圖片');
    expect(screen.getByText('照片（2 / 5）')).toBeInTheDocument();

    jest.useFakeTimers();
    try {
      await user.click(screen.getByRole('button', { name: '發佈評論' }));
      await act(async () => {
        jest.advanceTimersByTime(5);
      });
      expect(screen.getByRole('progressbar', { name: '照片上傳進度' })).toHaveAttribute('value', '50');
      expect(screen.getByRole('button', { name: '傳送中…' })).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(20);
      });
      expect(await screen.findByText('發佈完成')).toBeInTheDocument();
      const [sent] = FakeXhr.sent;
      expect([sent.method, sent.url, sent.headers.Authorization]).toEqual(['POST', '/v2/order/comment', 'Bearer tok']);
      expect(sent.body.get('id')).toBe('12');
      expect(sent.body.get('title')).toBe('道地台菜');
      expect(sent.body.get('body')).toBe('第一行\n第二行');
      expect(sent.body.getAll('sub_score')).toEqual(['4', '4', '4', '4']);
      expect((sent.body.getAll('images') as File[]).map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByText('order page')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits a comment: prefilled, keeps the photos left, and shows field errors from the server', async () => {
    const user = userEvent.setup();
    FakeXhr.next = { status: 422, body: envelope({ errors: { title: '此欄位為必填' } }, 422, '修改失敗', 0) };
    renderAt('/leave-comment?id=12&type=order&commentId=40');
    expect(await screen.findByRole('heading', { name: '修改評論' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '整體評分' })).getByRole('radio', { name: '4 分' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByLabelText('標題')).toHaveValue('好吃');
    await user.click(screen.getByRole('button', { name: '移除已上傳的照片 1' }));
    await user.click(screen.getByRole('button', { name: '儲存修改' }));
    expect(await screen.findByText('此欄位為必填')).toBeInTheDocument();
    const [sent] = FakeXhr.sent;
    expect(sent.url).toBe('/v2/comment/40?_method=PUT');
    expect(sent.body.getAll('keep_images')).toEqual(['/uploads/comments/b.jpg']);
    await waitFor(() => expect(screen.getByRole('button', { name: '儲存修改' })).toBeEnabled());
  });
});
