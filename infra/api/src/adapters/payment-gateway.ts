/**
 * The card gateway of VIP subscriptions and booking guarantees, chosen by PAYMENT_GATEWAY. Both
 * implementations work the way TapPay does: the browser turns the card into a one-time `prime`
 * at the gateway (the card number never reaches this API), the first charge is made with the
 * prime and asks the gateway to remember the card, and later charges (renewals) use the card
 * token and key it handed back. Every charge carries the caller's idempotency key.
 *
 * A booking guarantee (services/guarantees.ts) is a pre-authorisation, not a charge: `authorize`
 * is pay-by-prime with `delay_capture_in_days` (the bank holds the amount; nothing is taken until
 * capture), `capture` takes the agreed share (TapPay's `/tpc/transaction/cap` captures the whole
 * authorisation, so a smaller share first refunds the rest of the uncaptured transaction, which
 * lowers the authorisation), and `release` refunds the uncaptured transaction in full, which
 * cancels the authorisation (nothing reaches the diner's statement). An authorisation that gets
 * no answer (`timeout`) is retried with the same key: TapPay refuses a second charge with the same
 * `bank_transaction_id`, so the retry first asks the Record API for the first attempt's result.
 *
 * - `sandbox` (default): an in-process gateway with test card numbers —
 *   4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Master) always succeed;
 *   4000 0000 0000 0002 is declined; 4000 0000 0000 0341 succeeds first and is declined on
 *   every later charge (a renewal that fails); 4000 0000 0000 0119 is authorised but its first
 *   authorisation's answer is lost (`timeout`), and a retry with the same key answers the
 *   authorisation. Any other number passing the Luhn check succeeds. A repeated idempotency key
 *   answers the first result without charging, capturing or releasing again.
 * - `tappay`: TapPay's Backend API (`/tpc/payment/pay-by-prime` with `remember`, and
 *   `/tpc/payment/pay-by-token`) on its sandbox or production servers (or TAPPAY_API_URL); the key becomes the
 *   `bank_transaction_id`, which TapPay refuses to charge twice. Guarantees add
 *   `/tpc/transaction/cap`, `/tpc/transaction/refund` (its `bank_refund_id` from the step's key)
 *   and `/tpc/transaction/query` (the Record API), which the settling steps read first so a
 *   repeated capture or release finds the first one done.
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

/** The answer to a pre-authorisation: held, refused by the bank, or none in time (retry with the same key). */
export type HoldOutcome = { status: 'authorized'; ref: string; lastFour: string } | { status: 'declined'; reason: string } | { status: 'timeout' };

export interface HoldInput extends ChargeInput {
  prime: string;
  cardholder: { name: string; phone: string };
  /** A retry after a timeout: the gateway is asked for the first attempt's result before anything else. */
  retry?: boolean;
}

/** The answer to a capture or a release; a missing answer throws (the caller retries with the same key). */
export type SettleOutcome = { ok: true } | { ok: false; reason: string };

export interface SettleInput {
  /** The authorisation (TapPay rec_trade_id). */
  ref: string;
  /** NT$ the authorisation holds. */
  held: number;
  /** Unique per step (`…:capture`, `…:release`): a repeat is done once. */
  key: string;
}

/** How long the bank holds an authorisation (TapPay allows up to 30 days); a booking is at most 60 days ahead, see README. */
export const HOLD_DAYS = 30;

export interface PaymentGateway {
  readonly provider: PaymentConfig['provider'];
  /** The first charge of a card, by the browser's one-time prime; the card is kept on success. */
  payByPrime(input: ChargeInput & { prime: string; cardholder: { name: string; phone: string } }): Promise<(ChargeOutcome & { ok: true; card: CardBinding }) | (ChargeOutcome & { ok: false })>;
  /** A later charge of a kept card (renewals). */
  payByToken(input: ChargeInput & { cardToken: string; cardKey: string }): Promise<ChargeOutcome>;
  /** A pre-authorisation of `amount` on the prime's card (a hold, not a charge). */
  authorize(input: HoldInput): Promise<HoldOutcome>;
  /** Takes `amount` (1 … held) of an authorisation; the rest of it is let go. */
  capture(input: SettleInput & { amount: number }): Promise<SettleOutcome>;
  /** Lets an authorisation go whole: nothing is taken. */
  release(input: SettleInput): Promise<SettleOutcome>;
}

/** §9: card type by the first digit — 4 Visa, 5 Master. */
export function brandOf(cardNumberOrBin: string): CardBrand {
  if (cardNumberOrBin.startsWith('4')) return 'visa';
  if (cardNumberOrBin.startsWith('5')) return 'master';
  return 'other';
}

export const DECLINED = '信用卡交易失敗，請改用其他卡片';
export const PRIME_EXPIRED = '信用卡資料已逾時，請重新輸入';

// Sandbox ---------------------------------------------------------------------------------

export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  master: '5555555555554444',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
  /** Authorised, but the first answer is lost (a timeout); a retry with the same key answers it. */
  timeout: '4000000000000119',
} as const;

type Behaviour = 'ok' | 'declined' | 'later' | 'timeout';

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
  /** Guarantee steps actually made (not replays): authorisations, captures and releases. */
  readonly holds: ReadonlyArray<{ op: 'authorize' | 'capture' | 'release'; key: string; amount: number; ok: boolean; ref: string }>;
}

const PRIME_TTL_MS = 10 * 60_000;

export function sandboxGateway(): SandboxGateway {
  const primes = new Map<string, { binding: CardBinding; behaviour: Behaviour; expires: number }>();
  const results = new Map<string, ChargeOutcome & { card?: CardBinding }>();
  const charges: { key: string; amount: number; ok: boolean }[] = [];
  const holds: { op: 'authorize' | 'capture' | 'release'; key: string; amount: number; ok: boolean; ref: string }[] = [];
  /** Authorisations by ref: what is held and what became of it. */
  const authorisations = new Map<string, { amount: number; state: 'held' | 'captured' | 'released' }>();
  const holdResults = new Map<string, HoldOutcome>();
  const settleResults = new Map<string, SettleOutcome>();
  /** Keys whose first answer the timeout card already lost. */
  const lost = new Set<string>();

  const settle = (op: 'capture' | 'release', { ref, key }: SettleInput, amount: number): SettleOutcome => {
    const prior = settleResults.get(key);
    if (prior) return prior;
    const hold = authorisations.get(ref);
    let outcome: SettleOutcome;
    if (!hold) outcome = { ok: false, reason: '查無此授權' };
    else if (hold.state !== 'held') outcome = { ok: false, reason: hold.state === 'captured' ? '此授權已請款' : '此授權已釋放' };
    else if (op === 'capture' && (!Number.isInteger(amount) || amount < 1 || amount > hold.amount)) outcome = { ok: false, reason: '請款金額不正確' };
    else {
      hold.state = op === 'capture' ? 'captured' : 'released';
      outcome = { ok: true };
    }
    holds.push({ op, key, amount, ok: outcome.ok, ref });
    settleResults.set(key, outcome);
    return outcome;
  };

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
    holds,
    createPrime({ cardNumber, expiry, ccv }, now = new Date()) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{16}$/.test(digits) || !luhn(digits)) return { ok: false, field: 'card_number', message: '信用卡號碼格式不正確' };
      const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
      const month = Number(m?.[1]);
      const year = 2000 + Number(m?.[2]);
      const endOfMonth = Date.UTC(year, month, 1);
      if (!m || month < 1 || month > 12 || endOfMonth <= now.getTime()) return { ok: false, field: 'expiry', message: '有效期限不正確' };
      if (!/^\d{3}$/.test(ccv.trim())) return { ok: false, field: 'ccv', message: '安全碼格式不正確' };
      const behaviour: Behaviour =
        digits === SANDBOX_CARDS.declined ? 'declined' : digits === SANDBOX_CARDS.failsLater ? 'later' : digits === SANDBOX_CARDS.timeout ? 'timeout' : 'ok';
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
    async authorize({ prime, amount, key }) {
      const prior = holdResults.get(key);
      if (prior) return prior;
      const entry = primes.get(prime);
      if (!entry || entry.expires < Date.now()) return { status: 'declined', reason: PRIME_EXPIRED };
      primes.delete(prime);
      const ok = entry.behaviour !== 'declined';
      const ref = `sbx_auth_${crypto.randomBytes(8).toString('hex')}`;
      const outcome: HoldOutcome = ok ? { status: 'authorized', ref, lastFour: entry.binding.lastFour } : { status: 'declined', reason: DECLINED };
      if (ok) authorisations.set(ref, { amount, state: 'held' });
      holds.push({ op: 'authorize', key, amount, ok, ref: ok ? ref : '' });
      holdResults.set(key, outcome);
      // The timeout card: the bank held the amount, but its answer never came back.
      if (entry.behaviour === 'timeout' && !lost.has(key)) {
        lost.add(key);
        return { status: 'timeout' };
      }
      return outcome;
    },
    async capture(input) {
      return settle('capture', input, input.amount);
    },
    async release(input) {
      return settle('release', input, input.held);
    },
  };
}

// TapPay ----------------------------------------------------------------------------------

interface TapPayReply {
  status: number;
  msg: string;
  rec_trade_id?: string;
  /** The Record API's trades (guarantee steps read them before acting). */
  trade_records?: { rec_trade_id: string; record_status: number; amount: number; refunded_amount?: number; is_captured?: boolean; card_info?: { last_four: string } }[];
  card_secret?: { card_token: string; card_key: string };
  card_info?: { bin_code: string; last_four: string; expiry_date?: string };
}

/** The key as a bank_transaction_id (at most 40 characters, unique per merchant). */
const transactionId = (key: string) => `JOY${crypto.createHash('sha256').update(key).digest('hex').slice(0, 36)}`;

export function tapPayGateway(config: Extract<PaymentConfig, { provider: 'tappay' }>, fetchImpl?: typeof fetch): PaymentGateway {
  const base = config.apiUrl;

  /** A call whose answer did not come back (network, timeout, server error): nothing is known. */
  async function reach(path: string, body: Record<string, unknown>): Promise<TapPayReply | null> {
    try {
      return await call(path, body);
    } catch {
      return null;
    }
  }

  /** The Record API's one trade (record_status: 0 authorised, 1 captured, 2 partly refunded, 3 refunded, 4 pending, 5 cancelled; −1 error). */
  async function record(filters: Record<string, string>) {
    const reply = await call('/tpc/transaction/query', { records_per_page: 1, page: 0, filters });
    if (reply.status !== 0 && reply.status !== 2) throw new Error(`TapPay Record API answered ${reply.status} ${reply.msg}`);
    return reply.trade_records?.[0] ?? null;
  }

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
    async authorize({ prime, amount, key, details, cardholder, retry }) {
      if (retry) {
        // The first attempt may have reached the bank: its result, when TapPay has one, is the answer.
        const first = await record({ bank_transaction_id: transactionId(key) }).catch(() => undefined);
        if (first === undefined) return { status: 'timeout' };
        if (first) {
          return first.record_status === -1
            ? { status: 'declined', reason: DECLINED }
            : { status: 'authorized', ref: first.rec_trade_id, lastFour: first.card_info?.last_four ?? '' };
        }
      }
      const reply = await reach('/tpc/payment/pay-by-prime', {
        prime,
        amount,
        details,
        delay_capture_in_days: HOLD_DAYS,
        bank_transaction_id: transactionId(key),
        order_number: key.slice(0, 50),
        cardholder: { phone_number: cardholder.phone.replace(/^0/, '+886'), name: cardholder.name, email: '' },
      });
      if (!reply) return { status: 'timeout' };
      if (reply.status !== 0 || !reply.rec_trade_id) return { status: 'declined', reason: DECLINED };
      return { status: 'authorized', ref: reply.rec_trade_id, lastFour: reply.card_info?.last_four ?? '' };
    },
    async capture({ ref, held, amount, key }) {
      const trade = await record({ rec_trade_id: ref });
      if (!trade) return { ok: false, reason: '查無此授權' };
      // Done before (a repeat of this step): captured, the rest refunded.
      if (trade.record_status === 1 || (trade.record_status === 2 && trade.is_captured)) return { ok: true };
      if (trade.record_status !== 0 && trade.record_status !== 2) return { ok: false, reason: '此授權已釋放' };
      const rest = held - amount - (trade.refunded_amount ?? 0);
      if (rest > 0) {
        const refund = await call('/tpc/transaction/refund', { rec_trade_id: ref, amount: rest, bank_refund_id: transactionId(`${key}:rest`) });
        if (refund.status !== 0) return { ok: false, reason: refund.msg || '無法調整授權金額' };
      }
      const cap = await call('/tpc/transaction/cap', { rec_trade_id: ref });
      return cap.status === 0 ? { ok: true } : { ok: false, reason: cap.msg || '請款失敗' };
    },
    async release({ ref, key }) {
      const trade = await record({ rec_trade_id: ref });
      if (!trade) return { ok: false, reason: '查無此授權' };
      if (trade.is_captured || trade.record_status === 1) return { ok: false, reason: '此授權已請款' };
      if (trade.record_status === 3 || trade.record_status === 5) return { ok: true };
      if (trade.record_status !== 0 && trade.record_status !== 2) return { ok: false, reason: '無法釋放授權' };
      // A refund of an uncaptured transaction cancels its authorisation.
      const refund = await call('/tpc/transaction/refund', { rec_trade_id: ref, bank_refund_id: transactionId(key) });
      return refund.status === 0 ? { ok: true } : { ok: false, reason: refund.msg || '無法釋放授權' };
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
