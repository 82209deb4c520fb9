import { unstable_serialize } from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '../api';
import { BOOT_DATA_ID, resetBootData } from '../boot-data';
import { firstViewData, pageReplies } from '../first-view';

const envelope = (value: unknown) => JSON.stringify({ code: 1, status: 200, return: value, msg: 'success' });
const getStore = (id: string) => api.call(endpoints.store, { params: { id } });

describe('a first view\'s data', () => {
  const realFetch = global.fetch;
  let asked: string[];
  beforeEach(() => {
    asked = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response(envelope({ id: 0, name: 'from the network' }), { status: 200 });
    }) as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
    resetBootData();
    document.body.innerHTML = '';
  });

  it('runs the loaders on the given replies, keyed as SWR keys them, each reply taken once and nothing asked of the network', async () => {
    const replies = new Map([['GET /v2/store/7', envelope({ id: 7, name: '一番星麵屋' })]]);
    const data = await firstViewData([[['store', '7'], () => getStore('7')]], replies);
    expect(data).toEqual({ [unstable_serialize(['store', '7'])]: { id: 7, name: '一番星麵屋' } });
    expect(replies.size).toBe(0);
    expect(asked).toEqual([]);
  });

  it('leaves out a loader whose reply the page did not carry, and one that throws', async () => {
    const data = await firstViewData(
      [
        ['carousel', () => Promise.reject(new Error('no reply'))],
        ['ranking', () => {
          throw new Error('broken');
        }],
      ],
      new Map(),
    );
    expect(data).toEqual({});
  });

  it('never mixes two pages rendered at once: each loader answers from its own page\'s replies', async () => {
    const [a, b] = await Promise.all([
      firstViewData([[['store', '1'], () => getStore('1')]], new Map([['GET /v2/store/1', envelope({ id: 1, name: 'A' })]])),
      firstViewData([[['store', '1'], () => getStore('1')]], new Map([['GET /v2/store/1', envelope({ id: 1, name: 'B' })]])),
    ]);
    expect(Object.values(a)).toEqual([{ id: 1, name: 'A' }]);
    expect(Object.values(b)).toEqual([{ id: 1, name: 'B' }]);
    // Outside a first view the client answers from the page's own replies again (none here): the network.
    await getStore('1');
    expect(asked).toEqual(['/v2/store/1']);
  });

  it('renders the first mount from a copy of the page\'s replies, so the hooks still take the originals', async () => {
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}"></script>`;
    (document.getElementById(BOOT_DATA_ID) as HTMLElement).textContent = JSON.stringify({ replies: { 'GET /v2/store/2': envelope({ id: 2, name: '澎湖海鮮' }) } });
    const data = await firstViewData([[['store', '2'], () => getStore('2')]], pageReplies());
    expect(Object.values(data)).toEqual([{ id: 2, name: '澎湖海鮮' }]);
    expect(await getStore('2')).toEqual({ id: 2, name: '澎湖海鮮' });
    expect(asked).toEqual([]);
  });
});
