/**
 * The card gateway of VIP subscriptions, chosen by PAYMENT_GATEWAY. Both implementations work
 * the way TapPay does: the browser turns the card into a one-time `prime` at the gateway (the
 * card number never reaches this API), the first charge is made with the prime and asks the
 * gateway to remember the card, and later charges (renewals) use the card token and key it
 * handed back. Every charge carries the caller's idempotency key.
 *
 * - `sandbox` (default): an in-process gateway with test card numbers —
 *   4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Master) always succeed;
 *   4000 0000 0000 0002 is declined; 4000 0000 0000 0341 succeeds first and is declined on
 *   every later charge (a renewal that fails). Any other number passing the Luhn check
 *   succeeds. A repeated idempotency key answers the first result without charging again.
 * - `tappay`: TapPay's Backend API (`/tpc/payment/pay-by-prime` with `remember`, and
 *   `/tpc/payment/pay-by-token`) on its sandbox or production servers (or TAPPAY_API_URL); the key becomes the
 *   `bank_transaction_id`, which TapPay refuses to charge twice.
 */
import crypto from 'node:crypto';
import type { PaymentConfig } from '../config/env';

export type CardBrand = 'visa' | 'master' | 'other';

/** What the gateway lets us keep about a card (§3 credit cards; §9 brand by first digit). */
export interface CardBinding {
  cardToken: string;
  cardKey: string;
  card6Num: string;
  lastFour: string;
  brand: CardBrand;
  /** MM/YY */
  expiry: string;
}

export type ChargeOutcome = { ok: true; ref: string } | { ok: false; reason: string };

export interface ChargeInput {
  amount: number;
  /** Unique per intended charge; a retry with the same key is not charged again. */
  key: string;
  details: string;
}

export interface PaymentGateway {
  readonly provider: PaymentConfig['provider'];
  /** The first charge of a card, by the browser's one-time prime; the card is kept on success. */
  payByPrime(input: ChargeInput & { prime: string; cardholder: { name: string; phone: string } }): Promise<(ChargeOutcome & { ok: true; card: CardBinding }) | (ChargeOutcome & { ok: false })>;
  /** A later charge of a kept card (renewals). */
  payByToken(input: ChargeInput & { cardToken: string; cardKey: string }): Promise<ChargeOutcome>;
}

/** §9: card type by the first digit — 4 Visa, 5 Master. */
export function brandOf(cardNumberOrBin: string): CardBrand {
  if (cardNumberOrBin.startsWith('4')) return 'visa';
  if (cardNumberOrBin.startsWith('5')) return 'master';
  return 'other';
}

export const DECLINED = '信用卡交易失敗，請改用其他卡片';

// Sandbox ---------------------------------------------------------------------------------

export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  master: '5555555555554444',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
} as const;

type Behaviour = 'ok' | 'declined' | 'later';

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type PrimeResult = { ok: true; prime: string } | { ok: false; field: 'card_number' | 'expiry' | 'ccv'; message: string };

export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  /** The sandbox's stand-in for the browser SDK's getPrime: checks the card and returns a prime valid 10 minutes. */
  createPrime(card: { cardNumber: string; expiry: string; ccv: string }, now?: Date): PrimeResult;
  /** Charges actually made (not replays), for tests and the development console. */
  readonly charges: ReadonlyArray<{ key: string; amount: number; ok: boolean }>;
}

const PRIME_TTL_MS = 10 * 60_000;

export function sandboxGateway(): SandboxGateway {
  const primes = new Map<string, { binding: CardBinding; behaviour: Behaviour; expires: number }>();
  const results = new Map<string, ChargeOutcome & { card?: CardBinding }>();
  const charges: { key: string; amount: number; ok: boolean }[] = [];

  const charge = (key: string, amount: number, ok: boolean, card?: CardBinding) => {
    const prior = results.get(key);
    if (prior) return prior;
    charges.push({ key, amount, ok });
    const outcome = ok ? { ok: true as const, ref: `sbx_${crypto.randomBytes(8).toString('hex')}`, card } : { ok: false as const, reason: DECLINED };
    results.set(key, outcome);
    return outcome;
  };

  return {
    provider: 'sandbox',
    charges,
    createPrime({ cardNumber, expiry, ccv }, now = new Date()) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{16}$/.test(digits) || !luhn(digits)) return { ok: false, field: 'card_number', message: '信用卡號碼格式不正確' };
      const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
      const month = Number(m?.[1]);
      const year = 2000 + Number(m?.[2]);
      const endOfMonth = Date.UTC(year, month, 1);
      if (!m || month < 1 || month > 12 || endOfMonth <= now.getTime()) return { ok: false, field: 'expiry', message: '有效期限不正確' };
      if (!/^\d{3}$/.test(ccv.trim())) return { ok: false, field: 'ccv', message: '安全碼格式不正確' };
      const behaviour: Behaviour = digits === SANDBOX_CARDS.declined ? 'declined' : digits === SANDBOX_CARDS.failsLater ? 'later' : 'ok';
      const prime = `sbx_prime_${crypto.randomBytes(16).toString('hex')}`;
      const binding: CardBinding = {
        cardToken: `sbx_tok_${behaviour}_${crypto.randomBytes(12).toString('hex')}`,
        cardKey: `sbx_key_${crypto.randomBytes(12).toString('hex')}`,
        card6Num: digits.slice(0, 6),
        lastFour: digits.slice(-4),
        brand: brandOf(digits),
        expiry: expiry.trim(),
      };
      primes.set(prime, { binding, behaviour, expires: Date.now() + PRIME_TTL_MS });
      return { ok: true, prime };
    },
    async payByPrime({ prime, amount, key }) {
      const prior = results.get(key);
      if (prior) return prior.ok && prior.card ? { ...prior, card: prior.card } : { ok: false, reason: prior.ok ? DECLINED : prior.reason };
      const entry = primes.get(prime);
      if (!entry || entry.expires < Date.now()) return { ok: false, reason: '信用卡資料已逾時，請重新輸入' };
      primes.delete(prime);
      const outcome = charge(key, amount, entry.behaviour !== 'declined', entry.binding);
      return outcome.ok ? { ok: true, ref: outcome.ref, card: entry.binding } : outcome;
    },
    async payByToken({ cardToken, amount, key }) {
      const behaviour = /^sbx_tok_(ok|declined|later)_/.exec(cardToken)?.[1] as Behaviour | undefined;
      const outcome = charge(key, amount, behaviour === 'ok');
      return outcome.ok ? { ok: true, ref: outcome.ref } : { ok: false, reason: outcome.reason };
    },
  };
}

// TapPay ----------------------------------------------------------------------------------

interface TapPayReply {
  status: number;
  msg: string;
  rec_trade_id?: string;
  card_secret?: { card_token: string; card_key: string };
  card_info?: { bin_code: string; last_four: string; expiry_date?: string };
}

/** The key as a bank_transaction_id (at most 40 characters, unique per merchant). */
const transactionId = (key: string) => `JOY${crypto.createHash('sha256').update(key).digest('hex').slice(0, 36)}`;

export function tapPayGateway(config: Extract<PaymentConfig, { provider: 'tappay' }>, fetchImpl?: typeof fetch): PaymentGateway {
  const base = config.apiUrl;

  async function call(path: string, body: Record<string, unknown>): Promise<TapPayReply> {
    const res = await (fetchImpl ?? globalThis.fetch)(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': config.partnerKey },
      body: JSON.stringify({ partner_key: config.partnerKey, merchant_id: config.merchantId, currency: 'TWD', ...body }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`TapPay answered HTTP ${res.status}`);
    return (await res.json()) as TapPayReply;
  }

  return {
    provider: 'tappay',
    async payByPrime({ prime, amount, key, details, cardholder }) {
      const reply = await call('/tpc/payment/pay-by-prime', {
        prime,
        amount,
        details,
        remember: true,
        bank_transaction_id: transactionId(key),
        order_number: key.slice(0, 50),
        cardholder: { phone_number: cardholder.phone.replace(/^0/, '+886'), name: cardholder.name, email: '' },
      });
      if (reply.status !== 0 || !reply.card_secret || !reply.card_info) return { ok: false, reason: DECLINED };
      const exp = reply.card_info.expiry_date ?? '';
      return {
        ok: true,
        ref: reply.rec_trade_id ?? '',
        card: {
          cardToken: reply.card_secret.card_token,
          cardKey: reply.card_secret.card_key,
          card6Num: reply.card_info.bin_code,
          lastFour: reply.card_info.last_four,
          brand: brandOf(reply.card_info.bin_code),
          expiry: exp.length === 6 ? `${exp.slice(4)}/${exp.slice(2, 4)}` : '',
        },
      };
    },
    async payByToken({ cardToken, cardKey, amount, key, details }) {
      const reply = await call('/tpc/payment/pay-by-token', {
        card_token: cardToken,
        card_key: cardKey,
        amount,
        details,
        bank_transaction_id: transactionId(key),
        order_number: key.slice(0, 50),
      });
      return reply.status === 0 ? { ok: true, ref: reply.rec_trade_id ?? '' } : { ok: false, reason: DECLINED };
    },
  };
}

/**
 * What the Content-Security-Policy must allow for the card form's SDK: nothing beyond this
 * origin for the sandbox (its script is served here); with TapPay the SDK's origin
 * (TAPPAY_SDK_URL: its script and the card-field iframes it puts in the form) and the
 * environment's server (TAPPAY_API_URL when set), which the SDK asks for the prime. The card number goes there only.
 */
export function cardSdkSources(config: PaymentConfig): { script: string[]; frame: string[]; connect: string[] } {
  if (config.provider !== 'tappay') return { script: [], frame: [], connect: [] };
  const sdk = new URL(config.sdkUrl).origin;
  const server = new URL(config.apiUrl).origin;
  const both = [...new Set([sdk, server])];
  return { script: [sdk], frame: both, connect: both };
}

export function createPaymentGateway(config: PaymentConfig): PaymentGateway {
  return config.provider === 'tappay' ? tapPayGateway(config) : sandboxGateway();
}
