import { nextSubscriptionStatus, perMilleCents, programPeriod, type SubscriptionEvent, type SubscriptionStatus } from '..';

const states: SubscriptionStatus[] = ['none', 'active', 'ended', 'failed'];
const events: SubscriptionEvent[] = ['pay', 'cancel', 'change', 'renew', 'renewal_failed', 'run_out'];

/** Every state × event of the subscription (§4 angel plan, §9): what is allowed and where it leads. */
const expected: Record<SubscriptionStatus, Record<SubscriptionEvent, SubscriptionStatus | null>> = {
  none: { pay: 'active', cancel: null, change: null, renew: null, renewal_failed: null, run_out: null },
  active: { pay: null, cancel: 'active', change: 'active', renew: 'active', renewal_failed: 'failed', run_out: 'ended' },
  ended: { pay: 'active', cancel: null, change: null, renew: null, renewal_failed: null, run_out: null },
  failed: { pay: 'active', cancel: null, change: null, renew: null, renewal_failed: null, run_out: null },
};

describe('subscription state machine', () => {
  it.each(states.flatMap((s) => events.map((e) => [s, e] as const)))('%s + %s', (state, event) => {
    expect(nextSubscriptionStatus(state, event)).toBe(expected[state][event]);
  });

  it('program 1 is monthly, any other yearly (§9); shares are per mille in cents, rounded down', () => {
    expect([programPeriod(1), programPeriod(2)]).toEqual(['月', '年']);
    expect([perMilleCents(1234, 1), perMilleCents(9, 1), perMilleCents(1_000_000, 1)]).toEqual([123, 0, 100_000]);
  });
});
