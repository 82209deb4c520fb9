import crypto from 'node:crypto';
import { loadConfig } from '../../src/config/env';
import { DEV_PARTNER_SECRET_KEY, open, parseSecretKey, seal } from '../../src/lib/secret-box';
import { computeSignature, signPartnerRequest, stringToSign, verifySignature } from '../../src/lib/partner-signature';

const production = { NODE_ENV: 'production', SOCIAL_MODE: 'jwks', SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_FACEBOOK_CLIENT_ID: 'f', SOCIAL_APPLE_CLIENT_ID: 'a', SMS_PROVIDER: 'http', SMS_API_URL: 'https://sms.example', SMS_API_KEY: 'k', MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://smtp.joy.tw', MAIL_FROM: 'no-reply@joy.tw', PAYMENT_GATEWAY: 'tappay', TAPPAY_PARTNER_KEY: 'pk', TAPPAY_MERCHANT_ID: 'm', TAPPAY_APP_ID: '1', TAPPAY_APP_KEY: 'ak', TAPPAY_ENV: 'production', CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'r', RECAPTCHA_SITE_KEY: 's', PUBLIC_ORIGIN: 'https://www.joy.tw', MAP_TILE_URL: 'https://tiles.joy-maps.tw/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '&copy; OpenStreetMap' };

describe('PARTNER_SECRET_KEY', () => {
  it('defaults to the development key outside production and is required in production', () => {
    expect(loadConfig({}).partnerSecretKey.equals(DEV_PARTNER_SECRET_KEY)).toBe(true);
    expect(() => loadConfig(production)).toThrow(/PARTNER_SECRET_KEY is required in production/);
    const key = crypto.randomBytes(32);
    expect(loadConfig({ ...production, PARTNER_SECRET_KEY: key.toString('hex') }).partnerSecretKey.equals(key)).toBe(true);
    expect(loadConfig({ PARTNER_SECRET_KEY: key.toString('base64') }).partnerSecretKey.equals(key)).toBe(true);
    expect(() => loadConfig({ PARTNER_SECRET_KEY: 'short' })).toThrow(/PARTNER_SECRET_KEY must be 32 bytes/);
  });

  it('seals so that only the same key opens, and tampering is detected', () => {
    const key = crypto.randomBytes(32);
    const sealed = seal(key, 'secret-1');
    expect(sealed).not.toContain('secret-1');
    expect(open(key, sealed)).toBe('secret-1');
    expect(open(DEV_PARTNER_SECRET_KEY, sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('secret-2').toString('base64url');
    expect(open(key, parts.join('.'))).toBeNull();
    expect(open(key, 'garbage')).toBeNull();
    expect(parseSecretKey('zz')).toBeNull();
  });
});

describe('partner request signature', () => {
  it('signs timestamp, method, path with query and the body’s sha256', () => {
    const body = '{"reason":"店休"}';
    const bodyHash = crypto.createHash('sha256').update(body).digest('hex');
    expect(stringToSign('1700000000', 'post', '/partner/v1/orders/5/cancel?x=1', body)).toBe(`1700000000\nPOST\n/partner/v1/orders/5/cancel?x=1\n${bodyHash}`);
    const expected = crypto.createHmac('sha256', 's').update(`1700000000\nPOST\n/partner/v1/orders/5/cancel?x=1\n${bodyHash}`).digest('hex');
    expect(computeSignature('s', '1700000000', 'POST', '/partner/v1/orders/5/cancel?x=1', body)).toBe(expected);
    const signed = signPartnerRequest({ keyId: 'k', secret: 's' }, 'POST', '/partner/v1/orders/5/cancel?x=1', { reason: '店休' }, new Date(1_700_000_000_500));
    expect(signed).toEqual({ body, headers: { 'x-joy-key': 'k', 'x-joy-timestamp': '1700000000', 'x-joy-signature': expected, 'content-type': 'application/json' } });
    expect(verifySignature(expected, expected.toUpperCase())).toBe(true);
    expect(verifySignature(expected, expected.slice(0, 63) + (expected.endsWith('0') ? '1' : '0'))).toBe(false);
    expect(verifySignature(expected, 'not-hex')).toBe(false);
  });
});
