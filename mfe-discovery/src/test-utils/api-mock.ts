import type { SearchParams, StoreSummary } from '@joy/contract';

export const store = (id: number, over: Partial<StoreSummary> = {}): StoreSummary => ({
  id, slug: `s${id}`, name: `餐廳${id}`, logo: '', photo: '/p.svg', city: '台北市', district: '大安區', address: '', lat: 25.033, lng: 121.543, food_types: ['火鍋'], tags: [],
  average_score: 4.2, comment_count: 1200, business_status: 1, is_hot: false, is_new: false, price_level: 2, price_per_person: 450, reward_rate: 10,
  joy_booking: true, joy_pay: true, ...over,
});

export const page = (ids: number[], current: number, totalPages: number) => ({
  data: ids.map((id) => store(id)),
  pagination: { current_page: current, total_pages: totalPages, total: totalPages * 30, per_page: 30 },
});

export const searchParams: SearchParams = {
  cities: [{ id: 1, name: '台北市', districts: [{ id: 11, name: '大安區' }, { id: 12, name: '信義區' }] }],
  tags: [{ id: 5, name: '週年慶' }],
  food_types: [{ id: 7, name: '火鍋' }, { id: 8, name: '拉麵' }],
};

export const ok = (value: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: value }));
export const fail = (status: number, msg: string) => new Response(JSON.stringify({ code: 0, status, msg, return: null }), { status });

export type Call = { url: string; body: Record<string, unknown> | null };

/** Mocks fetch by path; handlers may look at the query and body. Records every call. */
export function mockFetch(handler: (path: string, url: URL, body: Record<string, unknown> | null) => Response) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ url: `${url.pathname}${url.search}`, body });
    return handler(url.pathname, url, body);
  }) as unknown as typeof fetch;
  return calls;
}
