import { bookingLiveEndpoints, endpoints, replyProblems, responses as r, type Endpoint } from '..';
import { partnerEndpoints } from '../partner';

/** Calls that send a file (a passbook photo, a calendar) instead of an enveloped payload. */
const SENDS_A_FILE = ['memberBankPassbook', 'staffWithdrawalPassbook', 'orderCalendar', 'orderResultCalendar'];

const catalogue: [string, Endpoint][] = Object.entries({ ...endpoints, ...bookingLiveEndpoints, ...partnerEndpoints });

describe('the response schemas of the catalogue', () => {
  it.each(catalogue.filter(([key]) => !SENDS_A_FILE.includes(key)))('%s has a response schema', (_key, entry) => {
    expect(entry.response).toBeDefined();
  });

  it('leaves out only raw calls that send a file', () => {
    const without = catalogue.filter(([, entry]) => !entry.response).map(([key]) => key);
    expect(without.sort()).toEqual([...SENDS_A_FILE].sort());
    for (const key of without) expect(catalogue.find(([k]) => k === key)?.[1].raw).toBe(true);
  });
});

const store = {
  id: 1,
  slug: 's1',
  name: '樂享小館',
  logo: '',
  photo: '',
  city: '台北市',
  district: '大安區',
  address: '',
  lat: 25.033,
  lng: 121.5654,
  food_types: ['日式'],
  tags: [],
  average_score: 4.5,
  comment_count: 2,
  business_status: 1,
  is_hot: false,
  is_new: true,
  price_level: 2,
  price_per_person: 450,
  reward_rate: 5,
  joy_booking: true,
  joy_pay: false,
};

describe('replyProblems', () => {
  it('accepts a reply exactly as its schema describes it', async () => {
    expect(await replyProblems(r.paged(r.storeSummary), { data: [store, { ...store, id: 2, distance: null }], pagination: { current_page: 1, total_pages: 1, total: 2, per_page: 10 } })).toEqual([]);
  });

  it('refuses a missing field, a wrong type and a value outside its union, without casting', async () => {
    const { comment_count: _dropped, ...missing } = store;
    const problems = await replyProblems(r.storeSummary, { ...missing, id: '1', business_status: 3 });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^comment_count:/), expect.stringMatching(/^id:/), expect.stringMatching(/^business_status:/)]));
  });

  it('refuses an empty string only where the contract says so: an empty text is a text', async () => {
    expect(await replyProblems(r.carouselItem, { id: 1, title: '', image: '', link: '' })).toEqual([]);
  });

  it('refuses keys the schema does not name, at any depth', async () => {
    const page = { data: [{ ...store, password_hash: 'x' }], pagination: { current_page: 1, total_pages: 1, total: 1, per_page: 10, secret: 1 } };
    expect(await replyProblems(r.paged(r.storeSummary), page)).toEqual(['data[0].password_hash: not in the response schema', 'pagination.secret: not in the response schema']);
  });

  it('follows nested nullable objects, tuples and the recursive downline tree', async () => {
    const leaf = { id: 3, name: '王○明', level: 2, is_vip: false, children: [] };
    const tree = { levels: [{ level: 1, count: 1 }], tree: [{ id: 2, name: '李○華', level: 1, is_vip: true, children: [{ ...leaf, extra: true }] }] };
    expect(await replyProblems(r.organizeReply, tree)).toEqual(['tree[0].children[0].extra: not in the response schema']);
    const comment = { id: 1, name: '王**', title: '', body: '好吃', score: 5, sub_scores: [5, 5, 4, '5'], images: [], reply: null, reply_at: null, source: null, created_at: '2026-01-01T00:00:00.000Z' };
    expect(await replyProblems(r.storeComment, comment)).toEqual([expect.stringMatching(/^sub_scores\[3\]:/)]);
  });

  it('takes null, and only null, for a call that answers nothing', async () => {
    expect(await replyProblems(r.nothing, null)).toEqual([]);
    expect(await replyProblems(r.nothing, { ok: true })).not.toEqual([]);
    expect(await replyProblems(r.nothing, undefined)).not.toEqual([]);
  });

  it('checks the date map of the bookable dates by its values', async () => {
    expect(await replyProblems(r.orderDates, { '2026-05-01': ['18:00'] })).toEqual([]);
    expect(await replyProblems(r.orderDates, { '2026-05-01': [1800] })).not.toEqual([]);
    expect(await replyProblems(r.orderDates, { tomorrow: [] })).not.toEqual([]);
  });
});
