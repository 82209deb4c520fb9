import type { MemberRecord, OrderDetail, StoreSummary } from '@joy/contract';
import { authStore } from '@joy/auth';

export const ok = (value: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: value }));
export const fail = (status: number, msg: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ code: 0, status, msg, return: errors ? { errors } : null }), { status });

export const paged = <T>(data: T[], current: number, totalPages: number, perPage = 5) => ({
  data,
  pagination: { current_page: current, total_pages: totalPages, total: totalPages * perPage, per_page: perPage },
});

export type Call = { method: string; url: string; body: Record<string, unknown> | null; form: FormData | null };

/** Mocks fetch by path; handlers may look at the method, query and body. Records every call. */
export function mockFetch(handler: (path: string, url: URL, call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    const call: Call = {
      method: init?.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      form: init?.body instanceof FormData ? init.body : null,
    };
    calls.push(call);
    return handler(url.pathname, url, call);
  }) as unknown as typeof fetch;
  return calls;
}

export const member = { id: 7, name: '林美玲', avatar: '/uploads/avatars/old.jpg', is_joy_dealer: false };

export function logIn() {
  authStore.setState({ token: 'member-token', member, avatar: member.avatar });
}

export function logOut() {
  authStore.setState({ token: null, member: null, avatar: '' });
}

export const memberRecord = (over: Partial<MemberRecord> = {}): MemberRecord => ({
  id: 7, coin_user_id: 'c7', name: '林美玲', avatar: '/uploads/avatars/old.jpg', phone: '0912345678', email: 'mei@example.tw',
  gender: 2, birthday: '1990-05-20', address: '台北市大安區復興南路一段 100 號', summary: '喜歡吃拉麵', login_type: 'general',
  member_grade_id: 1, withdraw_status: 0, invite_code: 'MEI123', is_joy_dealer: false, sms_reminders: true, ...over,
});

export const order = (id: number, over: Partial<OrderDetail> = {}): OrderDetail => ({
  id, slug: `slug-${id}`, public_id: `pub${id}`, status: 2, date: '2099-11-01', time: '18:30', adult_num: 2, child_num: 1, purpose: '約會', note: '',
  dietary_note: '', seating_area: '', high_chairs: 0,
  name: '林美玲', phone: '0912345678', email: null, created_at: '2026-10-01T10:00:00.000Z',
  store: { id: 30 + id, name: `鼎泰小館 ${id}`, address: '台北市信義區松仁路 1 號', phone: '0227200000', logo: '/logo.png' },
  ...over,
}) as OrderDetail;

export const store = (id: number, over: Partial<StoreSummary> = {}): StoreSummary => ({
  id, slug: `s${id}`, name: `餐廳${id}`, logo: '', photo: '/p.svg', city: '台北市', district: '大安區', address: '', lat: 25.033, lng: 121.543, food_types: ['火鍋'], tags: [],
  average_score: 4.2, comment_count: 1200, business_status: 1, is_hot: false, is_new: false, price_level: 2, price_per_person: 450, reward_rate: 10,
  joy_booking: true, joy_pay: true, ...over,
});
