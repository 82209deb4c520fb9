import type { ArticleDetail, Envelope } from '@joy/contract';
import { eachDatabase, json } from '../../helpers/app';
import { post, register } from '../../helpers/accounts';

eachDatabase('article likes', (ctx) => {
  const like = (token: string | undefined, articleId: number, isLike: boolean) => post(ctx, '/v2/article/is-like', { article_id: articleId, is_like: isLike }, token);
  const article = async (id: number, token?: string) =>
    json<Envelope<ArticleDetail>>(await ctx.app.inject({ method: 'GET', url: `/v2/article/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} })).return;

  it('refuses a like without a token', async () => {
    const res = await like(undefined, 1, true);
    expect(res.statusCode).toBe(401);
    expect(json(res).msg).toBe('請登入或是登入失敗');
  });

  it('is idempotent: liking twice counts once, unliking twice removes once', async () => {
    const a = await register(ctx);
    const b = await register(ctx);
    const base = (await article(2)).total;

    expect(json(await like(a.token, 2, true)).return).toEqual({ total: base + 1, member_is_like: true });
    expect(json(await like(a.token, 2, true)).return).toEqual({ total: base + 1, member_is_like: true });
    expect(json(await like(b.token, 2, true)).return).toEqual({ total: base + 2, member_is_like: true });

    expect(await article(2, a.token)).toMatchObject({ total: base + 2, member_is_like: true });
    expect(await article(2)).toMatchObject({ total: base + 2, member_is_like: false });

    expect(json(await like(a.token, 2, false)).return).toEqual({ total: base + 1, member_is_like: false });
    expect(json(await like(a.token, 2, false)).return).toEqual({ total: base + 1, member_is_like: false });
    expect(await article(2, a.token)).toMatchObject({ total: base + 1, member_is_like: false });
    expect(await article(2, b.token)).toMatchObject({ total: base + 1, member_is_like: true });
  });

  it('answers 404 for an unknown article and 422 for a bad body', async () => {
    const { token } = await register(ctx);
    expect((await like(token, 99999, true)).statusCode).toBe(404);
    expect((await post(ctx, '/v2/article/is-like', { article_id: 1 }, token)).statusCode).toBe(422);
  });
});
