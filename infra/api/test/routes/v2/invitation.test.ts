/**
 * Invitation codes: the member's code with children and grandchildren counts
 * (/member/invitationCode), and the introducer set once — never the member's own code or one
 * of their downline (邀請碼無效), and not twice (您已填寫過邀請碼). A friend who names an
 * inviter later gets the invite reward on their first payment like one who registered with it.
 */
import type { Envelope, InvitationInfo } from '@joy/contract';
import { eachDatabase, json, type TestContext } from '../../helpers/app';
import { deleteMember, idempotencyKey, paid, payStore, quickMember, walletOf, type TestMember } from '../../helpers/coins';
import { inject } from '../../helpers/booking';

eachDatabase('invitations', (ctx: TestContext) => {
  const info = async (m: TestMember) => json<Envelope<InvitationInfo>>(await inject(ctx, 'GET', '/v2/member/invitation-code', undefined, m.token)).return;
  const introduce = (m: TestMember, code: unknown) => inject(ctx, 'POST', '/v2/member/introducer/create', { invite_code: code }, m.token);
  const invalid = { code: 0, status: 422, return: { errors: { invite_code: '邀請碼無效' } }, msg: '邀請碼無效' };

  it('counts the children and grandchildren a code brought (live accounts)', async () => {
    const root = await quickMember(ctx);
    const a = await quickMember(ctx, { fromInviteCode: root.inviteCode });
    const b = await quickMember(ctx, { fromInviteCode: root.inviteCode });
    await quickMember(ctx, { fromInviteCode: a.inviteCode });
    await quickMember(ctx, { fromInviteCode: a.inviteCode });
    const gone = await quickMember(ctx, { fromInviteCode: b.inviteCode });
    await deleteMember(ctx, gone.id);
    expect(await info(root)).toEqual({ invite_code: root.inviteCode, children: 2, grandchildren: 2, introducer_code: null, can_set_introducer: true, reward_coins: 0 });
    expect(await info(a)).toMatchObject({ children: 2, grandchildren: 0, introducer_code: root.inviteCode, can_set_introducer: false });
    expect((await inject(ctx, 'GET', '/v2/member/invitation-code')).statusCode).toBe(401);
  });

  it('sets the introducer once, case-insensitively', async () => {
    const inviter = await quickMember(ctx);
    const me = await quickMember(ctx);
    const res = await introduce(me, ` ${inviter.inviteCode.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ code: 1, msg: '設定成功', return: { introducer_code: inviter.inviteCode, can_set_introducer: false } });
    expect((await info(inviter)).children).toBe(1);
    const again = await introduce(me, (await quickMember(ctx)).inviteCode);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toEqual({ code: 0, status: 422, return: { errors: { invite_code: '您已填寫過邀請碼' } }, msg: '您已填寫過邀請碼' });
  });

  it('refuses an empty, unknown or own code, a deleted inviter, and anyone of the member’s own downline', async () => {
    const me = await quickMember(ctx);
    const child = await quickMember(ctx, { fromInviteCode: me.inviteCode });
    const grandchild = await quickMember(ctx, { fromInviteCode: child.inviteCode });
    const gone = await quickMember(ctx);
    await deleteMember(ctx, gone.id);
    for (const code of ['', 'NOSUCH99', me.inviteCode, child.inviteCode, grandchild.inviteCode, gone.inviteCode]) {
      const res = await introduce(me, code);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual(invalid);
    }
    expect((await info(me)).can_set_introducer).toBe(true);
  });

  it('two members naming each other at once: one succeeds, the other is refused (no loop)', async () => {
    const a = await quickMember(ctx);
    const b = await quickMember(ctx);
    const [ra, rb] = await Promise.all([introduce(a, b.inviteCode), introduce(b, a.inviteCode)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 422]);
  });

  it('an introducer set later still brings the invite reward on the first payment', async () => {
    const store = await payStore(ctx, 8, 0);
    const inviter = await quickMember(ctx, { grade: 3 });
    const friend = await quickMember(ctx);
    expect((await introduce(friend, inviter.inviteCode)).statusCode).toBe(200);
    const p = await paid(ctx, store, { member_code: friend.payCode, amount: 100, idempotency_key: idempotencyKey() });
    expect(p).toMatchObject({ reward_coins: 0, invite_reward_coins: 50 });
    expect([await walletOf(ctx, friend.id), await walletOf(ctx, inviter.id)]).toEqual([50, 50]);
  });

  it('reward_coins is what the member has earned by invitations: nothing before, 50 a friend after each first payment, 50 as the invited friend', async () => {
    const store = await payStore(ctx, 8, 0);
    const inviter = await quickMember(ctx, { grade: 3 });
    const friends = [await quickMember(ctx, { fromInviteCode: inviter.inviteCode }), await quickMember(ctx, { fromInviteCode: inviter.inviteCode })];
    expect(await info(inviter)).toMatchObject({ children: 2, reward_coins: 0 });
    await paid(ctx, store, { member_code: friends[0].payCode, amount: 100, idempotency_key: idempotencyKey() });
    expect((await info(inviter)).reward_coins).toBe(50);
    expect((await info(friends[0])).reward_coins).toBe(50);
    expect((await info(friends[1])).reward_coins).toBe(0);
    await paid(ctx, store, { member_code: friends[1].payCode, amount: 100, idempotency_key: idempotencyKey() });
    // A second payment of the same friend rewards nobody again.
    await paid(ctx, store, { member_code: friends[0].payCode, amount: 100, idempotency_key: idempotencyKey() });
    expect((await info(inviter)).reward_coins).toBe(100);
  });
});
