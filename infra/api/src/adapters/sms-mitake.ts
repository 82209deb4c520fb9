/**
 * Mitake (三竹簡訊) through its HTTP API. The wire format is the one of Mitake's specification,
 * 「三竹簡訊 HTTP API 規格書」 v2.14 (from sms.mitake.com.tw, 下載專區), as the open clients
 * implement it (github.com/minchao/go-mitake, github.com/mitaketw/sms-java):
 *
 * - Send (SmSend): POST to SMS_MITAKE_URL with `CharsetURL=UTF-8` in the query string (without
 *   it Mitake reads the body as Big5), form-encoded fields `username`, `password`, `dstaddr`
 *   (the phone, 09xxxxxxxx), `smbody` (a line break sent as ASCII 6, Mitake's line break),
 *   `clientid` (our outbox message id: Mitake answers a clientid it has seen with its first
 *   answer plus `Duplicate=Y` instead of texting again, so a redelivery is harmless) and
 *   `response` (the delivery-report URL).
 * - Answer: HTTP 200 with lines `[1]`, `msgid=…`, `statuscode=…`, `AccountPoint=…` (and
 *   `Duplicate=Y`). statuscode 0 (scheduled), 1 and 2 (handed to the carrier) and 4 (delivered)
 *   mean accepted; a letter or `*` is a refusal (the specification's status-code appendix,
 *   MITAKE_STATUS_WORDS). A refusal of the message itself (empty, invalid number, expired)
 *   is permanent; the others (password, account, service paused, credit) are retried, so
 *   texts wait in the outbox while the account is put right.
 * - Delivery report: Mitake GETs the `response` URL with `msgid`, `dstaddr`, `dlvtime` and
 *   `donetime` (YYYYMMDDHHMMSS, Taipei time), `statusstr` (DELIVRD, EXPIRED, DELETED,
 *   UNDELIV, SYNTAXE, UNKNOWN), `statuscode` and `StatusFlag` (the message's state: the digits
 *   above, plus 5 content error, 6 number error, 7 number disabled, 8 not delivered in time,
 *   9 cancelled), and wants `magicid=sms_gateway_rpack\nmsgid=<msgid>\n` back as text/plain;
 *   without it Mitake reports again.
 *
 * The report URL carries SMS_REPORT_TOKEN in its path, since Mitake signs nothing: a request
 * without it cannot forge a report (routes/sms-reports.ts).
 */
import type { SmsConfig } from '../config/env';
import { PermanentFailure } from '../lib/permanent-failure';
import type { SmsDeliveryRepository, SmsDeliveryStatus, SmsReport } from '../repositories/sms-deliveries';
import { checkSmsLength } from './sms-length';
import type { SmsSender } from './sms-sender';

export type MitakeConfig = Extract<SmsConfig, { provider: 'mitake' }>;

export { MITAKE_REPORT_PATH, MITAKE_SEND_URL, mitakeReportUrl } from './mitake-addresses';

/** The acknowledgement Mitake waits for, echoing the report's msgid. */
export const mitakeAcknowledgement = (msgid: string): string => `magicid=sms_gateway_rpack\nmsgid=${msgid}\n`;

/** The specification's status codes (SmSend answers, and StatusFlag in reports). */
export const MITAKE_STATUS_WORDS: Record<string, string> = {
  '0': '預約傳送中',
  '1': '已送達業者',
  '2': '已送達業者',
  '4': '已送達手機',
  '5': '內容有錯誤',
  '6': '門號有錯誤',
  '7': '簡訊已停用',
  '8': '逾時無送達',
  '9': '預約已取消',
  '*': '系統發生錯誤，請聯絡三竹資訊窗口人員',
  a: '簡訊發送功能暫時停止服務，請稍候再試',
  b: '簡訊發送功能暫時停止服務，請稍候再試',
  c: '請輸入帳號',
  d: '請輸入密碼',
  e: '帳號、密碼錯誤',
  f: '帳號已過期',
  h: '帳號已被停用',
  k: '無效的連線位址',
  l: '帳號已達到同時連線數上限',
  m: '必須變更密碼，在變更密碼前，無法使用簡訊發送服務',
  n: '密碼已逾期，在變更密碼前，將無法使用簡訊發送服務',
  p: '沒有權限使用外部Http程式',
  r: '系統暫停服務，請稍後再試',
  s: '帳務處理失敗，無法發送簡訊',
  t: '簡訊已過期',
  u: '簡訊內容不得為空白',
  v: '無效的手機號碼',
};

const ACCEPTED = new Set(['0', '1', '2', '4']);
/**
 * Refusals of the message itself: the same text to the same number fails the same way again
 * (expired, empty, invalid number; and the failed states 5–7, should an answer carry one).
 */
const REFUSED_FOR_GOOD = new Set(['t', 'u', 'v', '5', '6', '7']);

/** Mitake refused this message for good (see REFUSED_FOR_GOOD). */
export class MitakeRefused extends PermanentFailure {
  readonly statuscode: string;

  constructor(statuscode: string, message: string) {
    super(message);
    this.name = 'MitakeRefused';
    this.statuscode = statuscode;
  }
}

export interface MitakeAnswer {
  msgid: string | null;
  statuscode: string | null;
  accountPoint: number | null;
  duplicate: boolean;
}

/** Mitake's ids are digits; some answers mark one with a leading '#', which is not part of it. */
const cleanMsgid = (raw: string): string => raw.replace(/^#/, '');

/** The `key=value` lines of an SmSend answer (one message: the first value of each key). */
export function parseMitakeAnswer(text: string): MitakeAnswer {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    if (!fields.has(key)) fields.set(key, line.slice(at + 1).trim());
  }
  const point = fields.get('AccountPoint');
  return {
    msgid: fields.get('msgid') ? cleanMsgid(fields.get('msgid') as string) : null,
    statuscode: fields.get('statuscode') || null,
    // An empty AccountPoint is unknown, not zero.
    accountPoint: point && /^-?\d+$/.test(point) ? Number(point) : null,
    duplicate: fields.get('Duplicate') === 'Y',
  };
}

const statusWords = (code: string): string => `statuscode=${code || '(none)'}${MITAKE_STATUS_WORDS[code] ? ` ${MITAKE_STATUS_WORDS[code]}` : ''}`;

export function mitakeSms(config: MitakeConfig, deliveries: SmsDeliveryRepository, fetchImpl?: typeof fetch): SmsSender {
  return {
    provider: 'mitake',
    async send(phone, body, options = {}) {
      const { segments } = checkSmsLength(body, config.maxSegments);
      const url = new URL(config.url);
      url.searchParams.set('CharsetURL', 'UTF-8');
      const form = new URLSearchParams({
        username: config.username,
        password: config.password,
        dstaddr: phone,
        smbody: body.replace(/\r\n|\r|\n/g, '\u0006'),
        response: config.reportUrl,
      });
      if (options.messageId) form.set('clientid', options.messageId);
      const res = await (fetchImpl ?? globalThis.fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Mitake answered HTTP ${res.status}`);
      const answer = parseMitakeAnswer(await res.text());
      const code = answer.statuscode ?? '';
      if (!ACCEPTED.has(code)) {
        if (REFUSED_FOR_GOOD.has(code)) throw new MitakeRefused(code, `Mitake refused the text: ${statusWords(code)}`);
        throw new Error(`Mitake did not take the text: ${statusWords(code)}`);
      }
      // Accepted without an id (never seen): nothing to key its reports on, but it was sent.
      if (!answer.msgid) return;
      await deliveries.accepted({ provider: 'mitake', providerMessageId: answer.msgid, messageId: options.messageId ?? null, phone, segments, providerStatus: code });
    },
  };
}

/** StatusFlag → our status; statusstr when StatusFlag is missing. */
const FLAG_STATUS: Record<string, SmsDeliveryStatus> = {
  '0': 'sent',
  '1': 'sent',
  '2': 'sent',
  '3': 'sent',
  '4': 'delivered',
  '5': 'failed',
  '6': 'failed',
  '7': 'failed',
  '8': 'expired',
  '9': 'cancelled',
};
const WORD_STATUS: Record<string, SmsDeliveryStatus> = {
  DELIVRD: 'delivered',
  EXPIRED: 'expired',
  DELETED: 'cancelled',
  UNDELIV: 'failed',
  SYNTAXE: 'failed',
  UNKNOWN: 'failed',
};

/** YYYYMMDDHHMMSS in Taipei time (UTC+8, no summer time), or null. */
export function taipeiTimestamp(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface MitakeReportQuery {
  msgid: string;
  dstaddr?: string;
  dlvtime?: string;
  donetime?: string;
  statusstr?: string;
  statuscode?: string;
  StatusFlag?: string;
}

/** A delivery report's query string as the row it records. */
export function mitakeReport(query: MitakeReportQuery): SmsReport {
  const word = query.statusstr?.toUpperCase();
  const status = (query.StatusFlag && FLAG_STATUS[query.StatusFlag]) || (word && WORD_STATUS[word]) || 'sent';
  return {
    provider: 'mitake',
    providerMessageId: cleanMsgid(query.msgid),
    phone: query.dstaddr ?? '',
    status,
    providerStatus: query.StatusFlag || query.statuscode || null,
    statusText: query.statusstr || null,
    sentAt: taipeiTimestamp(query.dlvtime),
    doneAt: taipeiTimestamp(query.donetime),
  };
}
