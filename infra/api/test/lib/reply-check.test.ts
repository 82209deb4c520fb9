import { openTestApp } from '../helpers/app'; // also loads `cookie` outside the sandbox for inject
import Fastify, { type FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { endpoint } from '@joy/contract';
import { loadConfig } from '../../src/config/env';
import { defineRoute } from '../../src/lib/define-route';
import errorHandler from '../../src/plugins/app/error-handler';

interface Dish {
  id: number;
  name: string;
  price: number | null;
}

const dish: yup.ObjectSchema<Dish> = yup.object({ id: yup.number().integer().defined(), name: yup.string().defined(), price: yup.number().nullable().defined() });
const dishEndpoint = endpoint<Dish>()({ method: 'GET', path: '/test/dish/{kind}', response: dish, summary: 'A reply for the checker' });

/** What the fake handler answers, by the path's {kind}: a right reply and three kinds of wrong. */
const replies: Record<string, unknown> = {
  right: { id: 1, name: '牛肉麵', price: null },
  extra: { id: 1, name: '牛肉麵', price: 180, cost: 60 },
  missing: { id: 1, name: '牛肉麵' },
  cast: { id: '1', name: '牛肉麵', price: 180 },
};

async function appWith(checkReplies: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', { ...loadConfig({ LOG_LEVEL: 'silent' }), checkReplies });
  app.decorate('authenticate', async () => null);
  await app.register(errorHandler);
  defineRoute(app, dishEndpoint, async (req) => replies[req.params.kind] as Dish);
  await app.ready();
  return app;
}

describe('the reply check of defineRoute', () => {
  let checked: FastifyInstance;
  let unchecked: FastifyInstance;
  let printed: jest.SpyInstance;
  beforeAll(async () => {
    checked = await appWith(true);
    unchecked = await appWith(false);
  });
  afterAll(async () => Promise.all([checked.close(), unchecked.close()]));
  beforeEach(() => {
    printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => printed.mockRestore());

  it('is off unless CHECK_REPLIES says so, and on in every API test', async () => {
    expect(loadConfig({}).checkReplies).toBe(false);
    expect(loadConfig({ CHECK_REPLIES: 'true' }).checkReplies).toBe(true);
    const opened = await openTestApp('pglite');
    try {
      expect(opened.config.checkReplies).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('lets a reply that matches its schema through in the envelope', async () => {
    const res = await checked.inject({ method: 'GET', url: '/test/dish/right' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, status: 200, return: replies.right, msg: 'success' });
    expect(printed).not.toHaveBeenCalled();
  });

  it.each([
    ['extra', 'cost: not in the response schema'],
    ['missing', 'price'],
    ['cast', 'id'],
  ])('answers 500 for a reply with %s fields and says why', async (kind, problem) => {
    const res = await checked.inject({ method: 'GET', url: `/test/dish/${kind}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 0, status: 500 });
    // The details go to the log (and the test's output), never to the client.
    expect(res.body).not.toContain('response schema');
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('GET /test/dish/{kind}'));
    expect(printed).toHaveBeenCalledWith(expect.stringContaining(problem));
  });

  it('sends the reply unchecked when the check is off (production)', async () => {
    const res = await unchecked.inject({ method: 'GET', url: '/test/dish/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json().return).toEqual(replies.extra);
  });
});
