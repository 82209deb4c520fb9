/**
 * Bad input over every endpoint of the contract (§7 catalogue and the partner API): a
 * schema-driven, seeded sample of wrong types, missing and extra fields, huge, emoji,
 * full-width and control-character strings, negative, huge and non-finite numbers, malformed
 * JSON and multipart, wrong content types, traversal and SQL-ish path values, huge queries.
 * Every reply must be the §7 envelope with a readable zh-TW message, never a 5xx, never an
 * internal detail. The seed is printed; FUZZ_SEED reproduces a run. The soak run
 * (`npm run test:soak`) draws a much larger sample.
 */
import { eachDatabase } from '../helpers/app';
import { recordFigures, SOAK } from '../soak/figures';
import { FAST_BUDGET, runFuzz, SOAK_BUDGET, summarise } from './fuzz';
import { quickMember } from './quick-member';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_111);
/** The soak run draws every variant, under two seeds (they differ in the combinations). */
const SEEDS = SOAK ? [SEED, SEED + 1] : [SEED];

eachDatabase(
  'bad input on every endpoint',
  (ctx) => {
    it.each(SEEDS)('answers every case with a clean §7 envelope: no 5xx, no internal detail, a readable message (seed %i)', async (seed) => {
      const member = await quickMember(ctx);
      const fuzz = { app: ctx.app, token: member.token, freshToken: async () => (await quickMember(ctx)).token, storeId: 1 };
      const run = await runFuzz(fuzz, seed, SOAK ? SOAK_BUDGET : FAST_BUDGET, Number(process.env.FUZZ_PARALLEL ?? 4));
      recordFigures(`bad input [${ctx.kind}]`, { cases: run.cases, endpoints: run.endpoints, seed: run.seed, replies: run.byStatus, problems: run.problems.length });
      if (process.env.FUZZ_TIMINGS) console.log(run.slowest.map(([ms, what]) => `${ms} ms ${what}`).join('\n'));
      expect(summarise(run.problems)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }, SOAK ? 1_800_000 : 240_000);
  },
  { env: { RATE_LIMIT_MAX: '1000000' } },
);
