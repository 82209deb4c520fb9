/**
 * The Mitake stand-in (mitake-server.ts) with the API configured for it: SMS_PROVIDER=mitake
 * against the stand-in's address, on each database the suite runs.
 */
import { openTestApp, type OpenedTestApp } from './app';
import type { DatabaseKind } from '../../src/db/client';
import { MITAKE_USER, type MitakeStandIn, startMitakeStandIn } from './mitake-server';

export { MITAKE_USER, startMitakeStandIn, type MitakeRequest, type MitakeStandIn } from './mitake-server';

export const REPORT_TOKEN = 'r3p0rt-T0ken-9f8e7d6c5b4a39281706f5e4d3c2b1a0';
export const ORIGIN = 'https://book.joy.test';

export const mitakeEnv = (url: string): Record<string, string> => ({
  SMS_PROVIDER: 'mitake',
  SMS_MITAKE_URL: url,
  SMS_MITAKE_USERNAME: MITAKE_USER.username,
  SMS_MITAKE_PASSWORD: MITAKE_USER.password,
  SMS_REPORT_TOKEN: REPORT_TOKEN,
  PUBLIC_ORIGIN: ORIGIN,
});

export interface MitakeContext {
  opened: OpenedTestApp;
  standIn: MitakeStandIn;
}

/**
 * Runs `fn` against an app configured for Mitake (SMS_PROVIDER=mitake, SMS_MITAKE_URL at the
 * stand-in) on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set — as eachDatabase,
 * but the stand-in must listen before the app is configured with its address.
 */
export function eachMitakeApp(name: string, fn: (ctx: MitakeContext) => void): void {
  const kinds: DatabaseKind[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL) kinds.push('postgres');
  describe.each(kinds)(`${name} [%s]`, (kind) => {
    const ctx = {} as MitakeContext;
    beforeAll(async () => {
      ctx.standIn = await startMitakeStandIn();
      ctx.opened = await openTestApp(kind, { env: mitakeEnv(ctx.standIn.url) });
      // The outbox dispatcher starts with the app.
      await ctx.opened.app.ready();
    }, 180_000);
    afterAll(async () => {
      await ctx.opened?.close();
      await ctx.standIn?.close();
    }, 180_000);
    fn(ctx);
  });
}
