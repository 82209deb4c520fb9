import { validate } from '../../platform/validate';
import { partnerNoShowAnswerBody, partnerNoShowMessages } from '../../partner/no-shows';
import { countsAt, disputeRefusal, NO_SHOW_CARD_THRESHOLD, NO_SHOW_WINDOW_DAYS, noShowCountsUntil, standingOf } from '../no-show-rules';
import { noShowMessages } from '../no-shows';
import { noShowDisputeBody } from '../no-show-schemas';

const DAY = 86_400_000;
const now = new Date('2026-09-21T04:00:00Z');
const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY + ms);

describe('the no-show record’s rules', () => {
  it('counts a mark for 90 days, two of them require a card guarantee', () => {
    expect(NO_SHOW_WINDOW_DAYS).toBe(90);
    expect(NO_SHOW_CARD_THRESHOLD).toBe(2);
    expect(countsAt({ status: 'standing', markedAt: ago(90, 1) }, now)).toBe(true);
    expect(countsAt({ status: 'standing', markedAt: ago(90) }, now)).toBe(false);
    expect(countsAt({ status: 'disputed', markedAt: ago(1) }, now)).toBe(true);
    expect(countsAt({ status: 'upheld', markedAt: ago(1) }, now)).toBe(true);
    expect(countsAt({ status: 'withdrawn', markedAt: ago(1) }, now)).toBe(false);
    // A mark from the future (a clock running behind) does not count yet.
    expect(countsAt({ status: 'standing', markedAt: ago(0, 1000) }, now)).toBe(false);
  });

  it('requires a card until enough counted marks have dropped out', () => {
    expect(standingOf([], now)).toEqual({ count: 0, cardRequired: false, cardRequiredUntil: null });
    expect(standingOf([{ status: 'standing', markedAt: ago(10) }], now)).toEqual({ count: 1, cardRequired: false, cardRequiredUntil: null });
    const two = [
      { status: 'upheld', markedAt: ago(10) },
      { status: 'standing', markedAt: ago(60) },
      { status: 'withdrawn', markedAt: ago(5) },
      { status: 'standing', markedAt: ago(91) },
    ];
    expect(standingOf(two, now)).toEqual({ count: 2, cardRequired: true, cardRequiredUntil: noShowCountsUntil(ago(60)) });
    // Three marks: the card is needed until the second oldest drops out.
    const three = [...two, { status: 'disputed', markedAt: ago(30) }];
    expect(standingOf(three, now)).toEqual({ count: 3, cardRequired: true, cardRequiredUntil: noShowCountsUntil(ago(30)) });
    expect(noShowCountsUntil(ago(60)).toISOString()).toBe(new Date(now.getTime() + 30 * DAY).toISOString());
  });

  it('lets a diner dispute a standing mark once, within 30 days', () => {
    expect(disputeRefusal({ status: 'standing', markedAt: ago(30, 1), disputedAt: null }, now)).toBeNull();
    expect(disputeRefusal({ status: 'standing', markedAt: ago(30), disputedAt: null }, now)).toBe('too-late');
    expect(disputeRefusal({ status: 'disputed', markedAt: ago(1), disputedAt: ago(0) }, now)).toBe('already-disputed');
    expect(disputeRefusal({ status: 'upheld', markedAt: ago(1), disputedAt: ago(0) }, now)).toBe('already-disputed');
    expect(disputeRefusal({ status: 'withdrawn', markedAt: ago(1), disputedAt: null }, now)).toBe('not-standing');
  });

  it('checks a dispute’s reason and a store’s answer with zh-TW texts', async () => {
    expect(await validate(noShowDisputeBody, { reason: '' })).toEqual({ ok: false, errors: { reason: noShowMessages.disputeReasonRequired } });
    expect(await validate(noShowDisputeBody, { reason: '九個字九個字九個字' })).toEqual({ ok: false, errors: { reason: noShowMessages.disputeReasonTooShort } });
    expect(await validate(noShowDisputeBody, { reason: ' 十個字十個字十個字十 ' })).toEqual({ ok: true, value: { reason: '十個字十個字十個字十' } });
    expect(await validate(noShowDisputeBody, { reason: '字'.repeat(501) })).toMatchObject({ ok: false, errors: { reason: noShowMessages.disputeReasonTooLong } });
    expect(await validate(partnerNoShowAnswerBody, { withdraw: true, answer: '好的' })).toEqual({ ok: true, value: { withdraw: true, answer: '好的' } });
    expect(await validate(partnerNoShowAnswerBody, { withdraw: 'true', answer: '好的' })).toMatchObject({ ok: false, errors: { withdraw: partnerNoShowMessages.withdrawRequired } });
    expect(await validate(partnerNoShowAnswerBody, { withdraw: false, answer: '好' })).toMatchObject({ ok: false, errors: { answer: partnerNoShowMessages.answerLength } });
  });
});
