/**
 * What the phone and the social routes share: the two families' from_source and the limits.
 * The account rules and their transactions are services/accounts.ts.
 */
import { messages } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import type { Limit } from '../../../repositories/throttle';

/** §9: registration from_source 5 in the oauth family, 2 in the auth family. */
export const fromSourceOf = (path: string): number => (path.startsWith('/v2/auth/') ? 2 : 5);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const sendLimits = (phone: string, ip: string, resendSeconds = 60, perAddressHour = 20): Limit[] => [
  { kind: 'sms_phone', key: phone, max: 1, windowMs: resendSeconds * 1000 },
  { kind: 'sms_phone', key: phone, max: 5, windowMs: HOUR },
  { kind: 'sms_ip', key: ip, max: perAddressHour, windowMs: HOUR },
];

/**
 * Failed logins of one phone never lock its member out (a stranger could do that at will):
 * from the 5th failure in 15 minutes each further try waits 1 s, 2 s, 4 s … at most 30 s after
 * the newest failure and needs the captcha answered (where captcha is on).
 * The address's own failures stay a hard limit: that one is the attacker's.
 */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_DELAY_AFTER = 5;
export const LOGIN_DELAY_MAX_MS = 30_000;
export const LOGIN_CAPTCHA_AFTER = 5;
export const LOGIN_FAILURES_PER_IP = 50;
export const loginDelayMs = (failures: number): number => (failures < LOGIN_DELAY_AFTER ? 0 : Math.min(1000 * 2 ** (failures - LOGIN_DELAY_AFTER), LOGIN_DELAY_MAX_MS));
export const loginLimits = (phone: string, ip: string): Limit[] => [
  { kind: 'login_phone', key: phone, max: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_WINDOW_MS, spacingMs: loginDelayMs },
  { kind: 'login_ip', key: ip, max: LOGIN_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS },
];
/** Reached when the phone's failures call for a captcha answer with each try. */
export const loginCaptchaLimit = (phone: string): Limit[] => [{ kind: 'login_phone', key: phone, max: LOGIN_CAPTCHA_AFTER, windowMs: LOGIN_WINDOW_MS }];

/** 429; with the wait known, the client is told when to try again (Retry-After, seconds). */
export const tooManyRequests = (waitMs?: number) => new ApiFailure(429, messages.tooManyRequests, waitMs ? { retryAfterS: Math.ceil(waitMs / 1000) } : {});
