/**
 * The no-show record, the store's side (issue 28, item 3): the partner API lists the store's
 * disputed marks (its own only) and answers one — withdraw (the mark stops counting) or uphold —
 * with 2–500 characters the diner reads; another store's mark is 404, a mark not disputed 409,
 * and of two answers at once exactly one wins. The member is told by notification, a phone
 * without an account by SMS with the result link.
 */
import { eq } from 'drizzle-orm';
import { type Notification, type Paged } from '@joy/contract';
import { partnerNoShowMessages, type PartnerNoShowMark } from '@joy/contract/partner';
import * as t from '../../../src/db/schema';
import { noShowStanding } from '../../../src/services/no-shows';
import { eachDatabase, json } from '../../helpers/app';
import { newPhone, register } from '../../helpers/accounts';
import { findSlot, inject } from '../../helpers/booking';
import { markedOrder, partner, returnOf } from '../../helpers/no-shows';

const ORIGIN = 'https://book.joy.test';
const REASON = '我們準時到了，店員說沒有我們的訂位';

eachDatabase(
  'the no-show record (store)',
  (ctx) => {
    let store: number;
    let otherStore: number;
    beforeAll(async () => {
      store = (await findSlot(ctx, 70)).storeId;
      otherStore = (await findSlot(ctx, 71)).storeId;
    });
    const disputed = async (storeId: number, who: { phone: string; memberId?: number }) => {
      const order = await markedOrder(ctx, storeId, who);
      const res = await inject(ctx, 'POST', `/v2/order/result/${order.publicId}/no-show/dispute`, { reason: REASON });
      if (res.statusCode !== 200) throw new Error(res.body);
      return order;
    };
    const answer = (storeId: number, markId: number, body: unknown) => partner(ctx, storeId, 'POST', `/partner/v1/no-shows/${markId}/answer`, body);
    const list = async (storeId: number) => returnOf<PartnerNoShowMark[]>(await partner(ctx, storeId, 'GET', '/partner/v1/no-shows/disputes'));
    const statusOf = async (markId: number) => (await ctx.db.select({ status: t.noShowMarks.status }).from(t.noShowMarks).where(eq(t.noShowMarks.id, markId)))[0].status;
    const textsTo = async (phone: string) => {
      await ctx.app.outbox.drain();
      return (await ctx.db.select({ body: t.smsOutbox.body }).from(t.smsOutbox).where(eq(t.smsOutbox.phone, phone))).map((r) => r.body);
    };

    it('lists the store’s own disputed marks only, with the diner’s reason and a phone hint', async () => {
      const phone = newPhone();
      const mine = await disputed(store, { phone });
      const standing = await markedOrder(ctx, store, { phone: newPhone() });
      const theirs = await disputed(otherStore, { phone: newPhone() });
      const ids = (await list(store)).map((m) => m.id);
      expect(ids).toContain(mine.markId);
      expect(ids).not.toContain(standing.markId);
      expect(ids).not.toContain(theirs.markId);
      const shown = (await list(store)).find((m) => m.id === mine.markId)!;
      expect(shown).toMatchObject({ order_id: mine.id, status: 'disputed', dispute_reason: REASON, name: '陳小華', phone_hint: `${phone.slice(0, 4)}***${phone.slice(-3)}`, store_answer: null });
      expect(JSON.stringify(shown)).not.toContain(phone);
    });

    it('checks the answer: withdraw true or false, and 2 to 500 characters', async () => {
      const { markId } = await disputed(store, { phone: newPhone() });
      for (const [body, field, message] of [
        [{ answer: '已查證屬實' }, 'withdraw', partnerNoShowMessages.withdrawRequired],
        [{ withdraw: 'yes', answer: '已查證屬實' }, 'withdraw', partnerNoShowMessages.withdrawRequired],
        [{ withdraw: true }, 'answer', partnerNoShowMessages.answerRequired],
        [{ withdraw: true, answer: ' 好 ' }, 'answer', partnerNoShowMessages.answerLength],
        [{ withdraw: true, answer: '字'.repeat(501) }, 'answer', partnerNoShowMessages.answerLength],
      ] as const) {
        const res = await answer(store, markId, body);
        expect(res.statusCode).toBe(422);
        expect(json<{ return: { errors: Record<string, string> } }>(res).return.errors[field]).toBe(message);
      }
      expect(await statusOf(markId)).toBe('disputed');
    });

    it('withdraws a mark: it stops counting, the member is told by notification', async () => {
      const member = await register(ctx);
      const first = await disputed(store, { phone: member.phone });
      await markedOrder(ctx, otherStore, { phone: member.phone });
      expect(await noShowStanding(ctx.db, [member.phone], new Date())).toEqual({ marks: 2, cardRequired: true });

      const res = await answer(store, first.markId, { withdraw: true, answer: '經查是本店系統錯誤，已撤銷，抱歉造成困擾' });
      expect(res.statusCode).toBe(200);
      expect(returnOf<PartnerNoShowMark>(res)).toMatchObject({ id: first.markId, status: 'withdrawn', withdrawn: true, store_answer: '經查是本店系統錯誤，已撤銷，抱歉造成困擾' });
      expect(await noShowStanding(ctx.db, [member.phone], new Date())).toEqual({ marks: 1, cardRequired: false });
      expect((await list(store)).map((m) => m.id)).not.toContain(first.markId);

      const inbox = returnOf<Paged<Notification>>(await inject(ctx, 'GET', '/v2/notification?limit=20', undefined, member.token)).data;
      const told = inbox.find((n) => n.data.notification_title === '未到紀錄已撤銷');
      expect(told?.data.notification_body).toContain('經查是本店系統錯誤');
      expect(told?.data.notification_action).toBe('/member/no-shows');
      expect(await textsTo(member.phone)).toEqual(expect.not.arrayContaining([expect.stringContaining('申訴')]));
    });

    it('upholds a mark: it keeps counting, and a phone without an account gets an SMS with the result link', async () => {
      const phone = newPhone();
      const { markId, publicId } = await disputed(store, { phone });
      const res = await answer(store, markId, { withdraw: false, answer: '當天有致電兩次未接，維持紀錄' });
      expect(res.statusCode).toBe(200);
      expect(returnOf<PartnerNoShowMark>(res)).toMatchObject({ status: 'upheld', withdrawn: false });
      expect(await noShowStanding(ctx.db, [phone], new Date())).toEqual({ marks: 1, cardRequired: false });
      const texts = (await textsTo(phone)).filter((b) => b.includes('申訴'));
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('維持這筆未到紀錄');
      expect(texts[0]).toContain(`${ORIGIN}/booking-result/${publicId}`);
      // The guest reads the answer from the link.
      const mark = returnOf<{ status: string; store_answer: string }>(await inject(ctx, 'GET', `/v2/order/result/${publicId}/no-show`));
      expect(mark).toMatchObject({ status: 'upheld', store_answer: '當天有致電兩次未接，維持紀錄' });
    });

    it('answers only the store’s own disputed marks: another store’s 404, a mark not disputed or already answered 409', async () => {
      const theirs = await disputed(otherStore, { phone: newPhone() });
      const res = await answer(store, theirs.markId, { withdraw: true, answer: '撤銷' });
      expect(res.statusCode).toBe(404);
      expect(json<{ msg: string }>(res).msg).toBe(partnerNoShowMessages.noShowNotFound);
      expect(await statusOf(theirs.markId)).toBe('disputed');
      expect((await answer(store, 99_999_999, { withdraw: true, answer: '撤銷' })).statusCode).toBe(404);

      const standing = await markedOrder(ctx, store, { phone: newPhone() });
      const notDisputed = await answer(store, standing.markId, { withdraw: true, answer: '撤銷' });
      expect(notDisputed.statusCode).toBe(409);
      expect(json<{ msg: string }>(notDisputed).msg).toBe(partnerNoShowMessages.notDisputed);

      const mine = await disputed(store, { phone: newPhone() });
      expect((await answer(store, mine.markId, { withdraw: false, answer: '維持' })).statusCode).toBe(200);
      expect((await answer(store, mine.markId, { withdraw: true, answer: '改為撤銷' })).statusCode).toBe(409);
      expect(await statusOf(mine.markId)).toBe('upheld');
    });

    it('of two answers at once, exactly one wins and the mark ends as the winner said, telling the diner once', async () => {
      for (let round = 0; round < 3; round++) {
        const phone = newPhone();
        const { markId } = await disputed(store, { phone });
        const replies = await Promise.all([answer(store, markId, { withdraw: true, answer: '撤銷紀錄' }), answer(store, markId, { withdraw: false, answer: '維持紀錄' })]);
        const codes = replies.map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, 409]);
        const winner = replies.find((r) => r.statusCode === 200)!;
        const won = returnOf<PartnerNoShowMark>(winner);
        expect(await statusOf(markId)).toBe(won.status);
        expect((await textsTo(phone)).filter((b) => b.includes('申訴'))).toHaveLength(1);
      }
    });
  },
  { env: { PUBLIC_ORIGIN: ORIGIN } },
);
