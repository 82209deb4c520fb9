/**
 * Accounts, login, verification and captcha: the payloads as they travel on the wire. Each is
 * the type of its response schema (responses.ts), re-exported here.
 */
export type { CaptchaChallenge, LoginResult, LoginType, MemberBrief, SocialConfigReply, VerifyResult } from './responses';
