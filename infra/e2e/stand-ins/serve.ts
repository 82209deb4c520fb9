/**
 * Starts every stand-in of the production-mode run, each on a loopback port the system picks
 * (written to the run's ports file, see settings.ts), and a control endpoint on the port
 * E2E_PRODUCTION names for the tests: GET /health, and
 * GET /recorded — what each stand-in received (texts sent through Mitake, TapPay calls without
 * card data, siteverify calls, tiles served, ID tokens issued, e-mails). Stops on SIGTERM/SIGINT.
 *
 *   node --import tsx infra/e2e/stand-ins/serve.ts   (Playwright's webServer does this)
 */
import { renameSync, writeFileSync } from 'node:fs';
import { startMitakeStandIn } from '../../api/test/helpers/mitake-server';
import { send, serve } from './http';
import { startIdentity } from './identity';
import { startRecaptcha } from './recaptcha';
import { readRunSecrets, SERVICES, type Recorded, type Service } from './settings';
import { startSmtp } from './smtp';
import { startTapPay } from './tappay';
import { startTiles } from './tiles';

async function main(): Promise<void> {
  const settings = readRunSecrets();
  // Each stand-in takes a port the system picks; serve.ts writes them down once all listen.
  const [mitake, tapPay, identity, recaptcha, tiles, smtp] = await Promise.all([
    startMitakeStandIn(0),
    startTapPay(0, settings.tapPay),
    startIdentity({ gis: 0, jwks: 0 }, { google: settings.google.webClientId, facebook: 'unused', apple: 'tw.joy.web' }),
    startRecaptcha(0, settings.recaptcha),
    startTiles(0, settings.tileKey),
    startSmtp(0, settings.smtp),
  ]);
  const portOf = (origin: string) => Number(new URL(origin).port);
  const ports: Record<Service, number> = {
    control: settings.controlPort,
    tappay: portOf(tapPay.origin),
    gis: portOf(identity.scripts.origin),
    jwks: portOf(identity.keys.origin),
    recaptcha: portOf(recaptcha.origin),
    mitake: portOf(mitake.url),
    tiles: portOf(tiles.origin),
    smtp: smtp.port,
  };
  if (!SERVICES.every((service) => ports[service] > 0)) throw new Error(`a stand-in has no port: ${JSON.stringify(ports)}`);
  writeFileSync(`${settings.portsFile}.tmp`, JSON.stringify(ports));
  renameSync(`${settings.portsFile}.tmp`, settings.portsFile);

  const control = await serve(ports.control, (req, res, url) => {
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    if (url.pathname !== '/recorded') return send(res, 404, { error: 'not found' });
    const recorded: Recorded = {
      mitake: mitake.requests.map(({ path, charset, fields: { password, ...fields } }) => ({
        path,
        charset,
        credentialsOk: fields.username === settings.mitake.username && password === settings.mitake.password,
        fields,
      })),
      tapPay: tapPay.calls.map(({ path, apiKey, status, body }) => ({ path, apiKeyOk: apiKey === settings.tapPay.partnerKey, status, body: { ...body, partner_key: undefined } })),
      primes: tapPay.primes,
      siteverify: recaptcha.verifies.map(({ secretOk, success }) => ({ secretOk, success })),
      tiles: tiles.served,
      idTokens: identity.issued,
      jwksFetches: identity.keys.requests.filter((r) => r.pathname === '/jwks').length,
      mail: smtp.messages.map(({ from, to }) => ({ from, to })),
    };
    send(res, 200, recorded);
  });
  console.log(`stand-ins ready; control at ${control.origin}`);

  const stop = async () => {
    await Promise.allSettled([control.close(), mitake.close(), tapPay.close(), identity.close(), recaptcha.close(), tiles.close(), smtp.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
