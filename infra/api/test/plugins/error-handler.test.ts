import { ValidationError } from 'yup';
import type { Envelope } from '@joy/contract';
import { ApiFailure } from '../../src/lib/api-error';
import { toFailure } from '../../src/plugins/app/error-handler';
import { eachDatabase, json } from '../helpers/app';

eachDatabase('error handler', (ctx) => {
  beforeAll(() => {
    // A route that fails unexpectedly, with internal detail in the error.
    ctx.app.get('/v2/__boom', async () => {
      throw new Error('connection to 10.0.0.5 refused at pool.ts:42');
    });
  });

  it('answers an unknown /v2 route with the envelope 404 and the framework text', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 0, status: 404, return: null, msg: 'This page could not be found' });
  });

  it('answers an unknown /memberDealer route with the envelope 404, also for html clients', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/memberDealer/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(json<Envelope>(res).msg).toBe('This page could not be found');
  });

  it('answers an unknown POST route with the envelope 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v2/nothing/here', payload: {} });
    expect(json<Envelope>(res)).toMatchObject({ code: 0, status: 404 });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/web-user-response',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "王小明",',
    });
    expect(res.statusCode).toBe(400);
    expect(json<Envelope>(res)).toMatchObject({ code: 0, status: 400, return: null });
  });

  it('answers an unsupported content type with a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/web-user-response',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(400);
    expect(json<Envelope>(res)).toMatchObject({ code: 0, status: 400 });
  });

  it('hides every internal detail of a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/__boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ code: 0, status: 500, return: null, msg: '系統忙碌中，請稍後再試' });
    expect(res.body).not.toMatch(/10\.0\.0\.5|pool\.ts|stack|Error/);
  });
});

describe('toFailure (the mapping itself)', () => {
  it('keeps the status and message of a deliberate failure, e.g. the rate limit', () => {
    expect(toFailure(new ApiFailure(429, '請求過於頻繁，請稍後再試'))).toEqual({
      status: 429,
      envelope: { code: 0, status: 429, return: null, msg: '請求過於頻繁，請稍後再試' },
    });
  });

  it('turns a yup error thrown anywhere into field errors', () => {
    const error = new ValidationError([new ValidationError('姓名為必填', '', 'name'), new ValidationError('此欄位為必填', '', 'title')]);
    expect(toFailure(error).envelope).toEqual({ code: 0, status: 422, return: { errors: { name: '姓名為必填', title: '此欄位為必填' } }, msg: '姓名為必填' });
  });

  it('keeps a client error status from Fastify without its internal message', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toFailure(tooLarge)).toEqual({ status: 413, envelope: { code: 0, status: 413, return: null, msg: '操作失敗' } });
  });
});
