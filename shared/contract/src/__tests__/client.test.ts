import { ApiError, createClient, endpoints, unwrap, buildPath, toRoutePath, isOrderResultSuccess, type Envelope } from '../index';

type FetchArgs = [string, RequestInit];
function fakeFetch(status: number, body: unknown) {
  const calls: FetchArgs[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}
const envelope = <T>(ret: T, over: Partial<Omit<Envelope, 'return'>> = {}): Envelope<T> => ({ code: 1, status: 200, return: ret, msg: 'success', ...over });

describe('envelope', () => {
  it('unwraps return when code is 1 and status 200', () => {
    expect(unwrap(200, envelope({ a: 1 }))).toEqual({ a: 1 });
  });
  it('throws an ApiError with field errors otherwise', () => {
    const body = { code: 0, status: 422, return: { errors: { phone: '帳號或密碼錯誤', password: ['帳號或密碼錯誤'] } }, msg: '登入失敗' };
    try {
      unwrap(422, body);
      throw new Error('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const e = error as ApiError;
      expect([e.status, e.message, e.fields]).toEqual([422, '登入失敗', { phone: '帳號或密碼錯誤', password: '帳號或密碼錯誤' }]);
    }
  });
  it('treats code 1 with a non-200 status as a failure', () => {
    expect(() => unwrap(200, envelope(null, { status: 500, msg: '失敗' }))).toThrow('失敗');
  });
  it('turns a non-envelope reply into a clear error', () => {
    expect(() => unwrap(502, '<html>')).toThrow('系統忙碌中，請稍後再試');
  });
  it('flags messages mentioning code as code errors (§8)', () => {
    expect(new ApiError(422, 0, 'invalid code').isCodeError).toBe(true);
    expect(new ApiError(422, 0, '失敗').isCodeError).toBe(false);
  });
  it('order results 已保留 and 已取消 are success, others failure', () => {
    expect([isOrderResultSuccess('已保留'), isOrderResultSuccess('已取消'), isOrderResultSuccess('失敗')]).toEqual([true, true, false]);
  });
});

describe('paths', () => {
  it('fills and encodes placeholders', () => {
    expect(buildPath('/v2/store/{id}/can-order-times/{date}/{num}', { id: 7, date: '2026-12-01', num: 4 })).toBe('/v2/store/7/can-order-times/2026-12-01/4');
    expect(buildPath('/v2/store/{id}', { id: '../x' })).toBe('/v2/store/..%2Fx');
    expect(() => buildPath('/v2/store/{id}', {})).toThrow('missing path parameter');
  });
  it('maps templates to route paths', () => {
    expect(toRoutePath('/v2/oauth/password/{phone}')).toBe('/v2/oauth/password/:phone');
  });
  it('declares every path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('client', () => {
  it('sends the from-source header 0 and no token on public calls', async () => {
    const { impl, calls } = fakeFetch(200, envelope([]));
    const client = createClient({ fetch: impl, getToken: () => 'tok' });
    await client.call(endpoints.carousel);
    const headers = calls[0][1].headers as Record<string, string>;
    expect(calls[0][0]).toBe('/v2/carousel');
    expect(headers['From-Source']).toBe('0');
    expect(headers.Authorization).toBeUndefined();
  });
  it('sends query and JSON body, and the bearer token where the call takes one', async () => {
    const { impl, calls } = fakeFetch(200, envelope({ data: [], pagination: {} }));
    const client = createClient({ baseUrl: 'http://api', fetch: impl, getToken: () => 'tok' });
    await client.call(endpoints.mapSearch, { query: { page: 2 }, body: { keyword: '火鍋' } as never });
    expect(calls[0][0]).toBe('http://api/v2/map/search?page=2');
    expect((calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls[0][1].body).toBe(JSON.stringify({ keyword: '火鍋' }));
    await client.call(endpoints.store, { params: { id: 3 } });
    expect((calls[1][1].headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
  it('refuses a member call without a token and reports it as unauthorized', async () => {
    const { impl, calls } = fakeFetch(200, envelope({}));
    const onUnauthorized = jest.fn();
    const client = createClient({ fetch: impl, getToken: () => null, onUnauthorized });
    await expect(client.call(endpoints.member)).rejects.toMatchObject({ status: 401, message: '請登入或是登入失敗' });
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('reports a 401 reply on a member call', async () => {
    const { impl } = fakeFetch(401, { code: 0, status: 401, return: null, msg: '請登入或是登入失敗' });
    const onUnauthorized = jest.fn();
    const client = createClient({ fetch: impl, getToken: () => 'old', onUnauthorized });
    await expect(client.call(endpoints.unreadCount)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalled();
  });
  it('does not unwrap the raw subscription calls', async () => {
    const raw = { code: 0, status: 200, return: { redirect: 'x' }, msg: 'pending' };
    const { impl } = fakeFetch(200, raw);
    const client = createClient({ fetch: impl, getToken: () => 'tok' });
    await expect(client.call(endpoints.subscriptionPay)).resolves.toEqual(raw);
  });
  it('maps a network failure to a readable error', async () => {
    const impl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createClient({ fetch: impl }).call(endpoints.carousel)).rejects.toMatchObject({ status: 0, message: '系統忙碌中，請稍後再試' });
  });
});

describe('replies carried in the page', () => {
  it('answers a first GET without a token from the page once, then asks the network', async () => {
    const { impl, calls } = fakeFetch(200, envelope({ id: 7, name: '網路' }));
    const carried = new Map([['GET /v2/store/7', JSON.stringify(envelope({ id: 7, name: '頁面' }))]]);
    const client = createClient({ fetch: impl, initialReplies: () => carried });
    expect(await client.call(endpoints.store, { params: { id: 7 } })).toEqual({ id: 7, name: '頁面' });
    expect(calls).toHaveLength(0);
    expect(await client.call(endpoints.store, { params: { id: 7 } })).toEqual({ id: 7, name: '網路' });
    expect(calls).toHaveLength(1);
  });

  it('never answers a member (a token) or a call with another URL from the page', async () => {
    const { impl, calls } = fakeFetch(200, envelope({ id: 7, name: '網路' }));
    const carried = new Map([
      ['GET /v2/store/7', JSON.stringify(envelope({ id: 7, name: '頁面' }))],
      ['GET /v2/article/hot?limit=3&page=1', JSON.stringify(envelope({ data: [] }))],
    ]);
    const member = createClient({ fetch: impl, getToken: () => 'tok', initialReplies: () => carried });
    expect(await member.call(endpoints.store, { params: { id: 7 } })).toEqual({ id: 7, name: '網路' });
    const guest = createClient({ fetch: impl, initialReplies: () => carried });
    await guest.call(endpoints.articleHot, { query: { limit: 6, page: 1 } }).catch(() => undefined);
    expect(calls.map(([url]) => url)).toEqual(['/v2/store/7', '/v2/article/hot?limit=6&page=1']);
    expect(carried.has('GET /v2/store/7')).toBe(true);
  });
});
