/**
 * The one rule for how long an SMS may be, applied by every provider before it sends.
 *
 * A text goes out in the GSM 7-bit alphabet when every character is in it (GSM 03.38; the
 * extension characters ^ { } \ [ ~ ] | € and form feed take two units), otherwise in UCS-2,
 * where each UTF-16 unit is one (an emoji outside the BMP takes two): our texts are Chinese,
 * so UCS-2 in practice. One SMS holds 70 UCS-2 units (160 GSM); a longer text is a long SMS
 * (長簡訊) of concatenated parts of 67 (153) units each, billed per part, and a character
 * never straddles two parts. A text of more parts than `maxSegments` (SMS_MAX_SEGMENTS,
 * default 5: 335 Chinese characters, the long-SMS size Taiwanese gateways sell) is refused
 * rather than cut by the gateway or the phone, and so is an empty one: the refusal is a
 * permanent failure, so the outbox dead-letters it at once with the reason for staff.
 */
import { PermanentFailure } from '../lib/permanent-failure';

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Units the text takes: GSM septets or UTF-16 units. */
  units: number;
  /** Parts the text is sent (and billed) as. */
  segments: number;
}

export const SMS_SEGMENT_UNITS: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

export const DEFAULT_SMS_MAX_SEGMENTS = 5;

const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** Units of each character in the text's encoding. */
function unitCosts(body: string): { encoding: SmsEncoding; costs: number[] } {
  const chars = [...body.replace(/\r\n/g, '\n')];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c))) {
    return { encoding: 'gsm7', costs: chars.map((c) => (GSM_EXTENSION.has(c) ? 2 : 1)) };
  }
  return { encoding: 'ucs2', costs: chars.map((c) => c.length) };
}

export function measureSms(body: string): SmsLength {
  const { encoding, costs } = unitCosts(body);
  const units = costs.reduce((a, b) => a + b, 0);
  const size = SMS_SEGMENT_UNITS[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= size.single) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > size.part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, segments };
}

/** A text no provider may send: empty, or longer than the configured number of parts. */
export class SmsRefused extends PermanentFailure {
  readonly code: 'SMS_EMPTY' | 'SMS_TOO_LONG';

  constructor(code: SmsRefused['code'], message: string) {
    super(message);
    this.name = 'SmsRefused';
    this.code = code;
  }
}

/** The text's length when it may be sent; throws SmsRefused otherwise. */
export function checkSmsLength(body: string, maxSegments: number): SmsLength {
  const length = measureSms(body);
  if (length.segments === 0 || body.trim() === '') throw new SmsRefused('SMS_EMPTY', 'SMS refused: the text is empty');
  if (length.segments > maxSegments) {
    const size = SMS_SEGMENT_UNITS[length.encoding];
    const most = maxSegments === 1 ? size.single : maxSegments * size.part;
    throw new SmsRefused(
      'SMS_TOO_LONG',
      `SMS refused: ${length.units} ${length.encoding.toUpperCase()} units make ${length.segments} parts, over SMS_MAX_SEGMENTS=${maxSegments} (at most ${most} units)`,
    );
  }
  return length;
}
