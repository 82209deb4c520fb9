/**
 * Runs the bad-input cases of fuzz-cases.ts against an app: every call of the §7 catalogue
 * and of the partner catalogue, member calls with a live member's token (so the body is
 * really validated, not just refused), partner calls signed with a seeded store's key.
 * Used by the fast suite (a bounded sample) and by the soak run (a larger one).
 */
import { bookingLiveEndpoints, endpoints, type Endpoint } from '@joy/contract';
import { partnerEndpoints } from '@joy/contract/partner';
import type { FastifyInstance } from 'fastify';
import { computeSignature, devPartnerCredential } from '../../src/lib/partner-signature';
import { casesFor, prng, type Budget, type FuzzCase, type FuzzTarget } from './fuzz-cases';
import { replyProblems } from './reply-checks';

export const FAST_BUDGET: Budget = { perField: 4, perParam: 3, perQuery: 2, combos: 2, perShape: 3 };
export const SOAK_BUDGET: Budget = { perField: 1000, perParam: 1000, perQuery: 1000, combos: 40, perShape: 1000 };

/** Calls that end the session they are made with: each of their cases gets a fresh token. */
const ENDS_SESSION = new Set(['logout', 'memberDelete']);

export function catalogueTargets(): FuzzTarget[] {
  const of = (key: string, e: Endpoint, partner = false): FuzzTarget => ({ key, method: e.method, path: e.path, auth: e.auth, body: e.body, multipart: e.multipart, raw: e.raw, partner });
  return [
    ...Object.entries(endpoints).map(([key, e]) => of(key, e)),
    ...Object.entries(bookingLiveEndpoints).map(([key, e]) => of(key, e)),
    ...Object.entries(partnerEndpoints).map(([key, e]) => of(key, e, true)),
  ];
}

export interface FuzzRun {
  seed: number;
  cases: number;
  endpoints: number;
  byStatus: Record<number, number>;
  problems: string[];
  /** The slowest cases (ms), to keep the fast suite fast. */
  slowest: [number, string][];
}

export interface FuzzContext {
  app: FastifyInstance;
  /** A live member's token for member calls. */
  token: string;
  /** A fresh token of a throwaway member (for logout and account deletion cases). */
  freshToken: () => Promise<string>;
  /** The store whose development key signs partner calls. */
  storeId: number;
}

async function send(ctx: FuzzContext, c: FuzzCase) {
  const headers: Record<string, string> = { ...c.headers };
  if (c.target.partner) {
    const { keyId, secret } = devPartnerCredential(ctx.storeId);
    const ts = String(Math.floor(Date.now() / 1000));
    headers['x-joy-key'] = keyId;
    headers['x-joy-timestamp'] = ts;
    headers['x-joy-signature'] = computeSignature(secret, ts, c.target.method, c.url, c.payload ?? '');
  } else if (c.target.auth !== 'none') {
    headers.authorization = `Bearer ${ENDS_SESSION.has(c.target.key) ? await ctx.freshToken() : ctx.token}`;
  }
  return ctx.app.inject({ method: c.target.method, url: c.url, headers, payload: c.payload });
}

export async function runFuzz(ctx: FuzzContext, seed: number, budget: Budget, parallel = 8): Promise<FuzzRun> {
  const rand = prng(seed);
  const targets = catalogueTargets();
  const cases = targets.flatMap((target) => casesFor(target, rand, budget));
  const run: FuzzRun = { seed, cases: cases.length, endpoints: targets.length, byStatus: {}, problems: [], slowest: [] };
  const timings: [number, string][] = [];
  for (let i = 0; i < cases.length; i += parallel) {
    await Promise.all(
      cases.slice(i, i + parallel).map(async (c) => {
        const started = performance.now();
        const res = await send(ctx, c);
        timings.push([Math.round(performance.now() - started), `${c.target.method} ${c.target.path} — ${c.label}`]);
        run.byStatus[res.statusCode] = (run.byStatus[res.statusCode] ?? 0) + 1;
        for (const problem of replyProblems(res, { rawSuccess: c.target.raw })) {
          run.problems.push(`${c.target.method} ${c.target.path} — ${c.label}: ${problem} (${res.statusCode} ${res.body.slice(0, 160)})`);
        }
      }),
    );
  }
  run.slowest = timings.sort((a, b) => b[0] - a[0]).slice(0, 15);
  if (process.env.FUZZ_TIMINGS) {
    const byKind = new Map<string, number>();
    for (const [ms, what] of timings) {
      const kind = what.replace(/^.* — /, '').replace(/^[\w[\]]+: /, '');
      byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
    }
    console.log([...byKind].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, ms]) => `${ms} ms total: ${k}`).join('\n'));
  }
  return run;
}

/** One line per distinct problem kind, with how often it happened and one example. */
export function summarise(problems: string[]): string[] {
  const counts = new Map<string, { n: number; example: string }>();
  for (const p of problems) {
    const key = p.replace(/ \(\d{3} .*$/s, '');
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { n: 1, example: p });
  }
  return [...counts.values()].map(({ n, example }) => `${n}× ${example}`);
}
