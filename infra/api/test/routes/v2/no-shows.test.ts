/**
 * The no-show record, the diner's side (issue 28, item 3): a store's 未到 marks the booking's
 * phone in the move's own transaction; marks count per phone for 90 days (withdrawn ones
 * never), two of them require a card guarantee; the member reads their marks and standing and
 * disputes a mark — their own only (anything else 404), once, while it stands, within 30 days;
 * a guest does the same from the booking's result link. The blacklist still refuses outright.
 */
import { eq } from 'drizzle-orm';
import { BLACKLIST_ERROR_CODE, noShowMessages, type NoShowMark, type NoShowRecord } from '@joy/contract';
import * as t from '../../../src/db/schema';
import { noShowStanding } from '../../../src/services/no-shows';
import { eachDatabase, json } from '../../helpers/app';
import { newPhone, register } from '../../helpers/accounts';
import { bookingBody, findSlot, guestFields, inject } from '../../helpers/booking';
import { markAt, markedOrder, markNoShow, partner, pastOrder, returnOf } from '../../helpers/no-shows';
import { memberIdOf } from '../../helpers/partner';

const DAY = 86_400_000;
/** The clock the app reads: real time unless a test freezes it. */
let frozen: Date | null = null;

eachDatabase(
  'the no-show record (diner)',
  (ctx) => {
    afterEach(() => (frozen = null));
    let store: number;
    let otherStore: number;
    beforeAll(async () => {
      store = (await findSlot(ctx, 60)).storeId;
      otherStore = (await findSlot(ctx, 61)).storeId;
    });
    const marksOf = (orderId: number) => ctx.db.select().from(t.noShowMarks).where(eq(t.noShowMarks.orderId, orderId));
    const record = async (token: string) => returnOf<NoShowRecord>(await inject(ctx, 'GET', '/v2/member/no-shows', undefined, token));
    const dispute = (token: string | undefined, id: number, reason: unknown) => inject(ctx, 'POST', `/v2/member/no-shows/${id}/dispute`, { reason }, token);

    it('marks the booking’s phone when the store marks it 未到, once, in the move itself', async () => {
      const phone = newPhone();
      const order = await pastOrder(ctx, store, { phone });
      expect((await markNoShow(ctx, store, order.id)).statusCode).toBe(200);
      const [mark] = await marksOf(order.id);
      expect(mark).toMatchObject({ storeId: store, phone, status: 'standing' });
      // 6 is final: a second 未到 is refused and writes nothing.
      expect((await markNoShow(ctx, store, order.id)).statusCode).toBe(409);
      expect(await marksOf(order.id)).toHaveLength(1);
    });

    it('marks a member’s booking on its contact phone, and no other move marks anything', async () => {
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      const contact = newPhone();
      const order = await pastOrder(ctx, store, { phone: contact, memberId });
      await markNoShow(ctx, store, order.id);
      expect((await marksOf(order.id))[0].phone).toBe(contact);

      const seated = await pastOrder(ctx, store, { phone: newPhone() });
      expect((await partner(ctx, store, 'POST', `/partner/v1/orders/${seated.id}/seat`)).statusCode).toBe(200);
      expect(await marksOf(seated.id)).toHaveLength(0);
    });

    it('counts marks of the last 90 days: one just inside counts, one exactly 90 days old does not, withdrawn never', async () => {
      const now = new Date();
      const phone = newPhone();
      await markAt(ctx, store, phone, new Date(now.getTime() - 90 * DAY + 1000));
      await markAt(ctx, store, phone, new Date(now.getTime() - 90 * DAY));
      await markAt(ctx, store, phone, new Date(now.getTime() - DAY), 'withdrawn');
      expect(await noShowStanding(ctx.db, [phone], now)).toEqual({ marks: 1, cardRequired: false });

      await markAt(ctx, otherStore, phone, new Date(now.getTime() - 10 * DAY), 'upheld');
      expect(await noShowStanding(ctx.db, [phone], now)).toEqual({ marks: 2, cardRequired: true });
      // Two seconds later the older one has dropped out.
      expect(await noShowStanding(ctx.db, [phone], new Date(now.getTime() + 2000))).toEqual({ marks: 1, cardRequired: false });
      // The phones of one booking are one diner's; empty phones count nothing.
      const other = newPhone();
      await markAt(ctx, store, other, new Date(now.getTime() - 5 * DAY), 'disputed');
      expect(await noShowStanding(ctx.db, ['', other], now)).toEqual({ marks: 1, cardRequired: false });
      expect(await noShowStanding(ctx.db, [phone, other, phone], now)).toEqual({ marks: 3, cardRequired: true });
      expect(await noShowStanding(ctx.db, [''], now)).toEqual({ marks: 0, cardRequired: false });
    });

    it('shows the member their marks and standing: two counted marks require a card until the older drops out', async () => {
      const member = await register(ctx);
      const memberId = await memberIdOf(ctx, member.phone);
      frozen = new Date();
      const older = new Date(frozen.getTime() - 40 * DAY);
      await markAt(ctx, store, member.phone, older);
      await markAt(ctx, otherStore, member.phone, new Date(frozen.getTime() - 3 * DAY));
      await markAt(ctx, store, member.phone, new Date(frozen.getTime() - 2 * DAY), 'withdrawn');
      // A booking of theirs made with another phone is theirs to see, but counts on that phone.
      await markAt(ctx, store, newPhone(), new Date(frozen.getTime() - DAY), 'standing', memberId);

      const { standing, marks } = await record(member.token);
      expect(standing).toEqual({ count: 2, card_required: true, card_required_until: new Date(older.getTime() + 90 * DAY).toISOString(), window_days: 90, threshold: 2 });
      expect(marks).toHaveLength(4);
      expect(marks.map((m) => m.status)).toEqual(['standing', 'withdrawn', 'standing', 'standing']);
      expect(marks[1]).toMatchObject({ counts: false, can_dispute: false });
      expect(marks[3]).toMatchObject({ counts: true, can_dispute: false }); // 40 days old: past the 30 days
      expect(marks[2]).toMatchObject({ counts: true, can_dispute: true, store_answer: null });
      expect(marks[0].store_name).toBeTruthy();

      // Someone with no marks: an empty list and no card.
      const clean = await register(ctx);
      expect(await record(clean.token)).toEqual({ standing: { count: 0, card_required: false, card_required_until: null, window_days: 90, threshold: 2 }, marks: [] });
      expect((await inject(ctx, 'GET', '/v2/member/no-shows')).statusCode).toBe(401);
    });

    it('lets a member dispute their own standing mark once, with a reason of 10 to 500 characters', async () => {
      const member = await register(ctx);
      const { markId } = await markedOrder(ctx, store, { phone: member.phone });

      for (const [reason, message] of [
        [undefined, noShowMessages.disputeReasonRequired],
        ['   ', noShowMessages.disputeReasonRequired],
        ['太短了', noShowMessages.disputeReasonTooShort],
        ['字'.repeat(501), noShowMessages.disputeReasonTooLong],
      ] as const) {
        const res = await dispute(member.token, markId, reason);
        expect(res.statusCode).toBe(422);
        expect(json<{ return: { errors: Record<string, string> } }>(res).return.errors.reason).toBe(message);
      }
      const reason = '我們當天有準時到店，店員說找不到訂位紀錄';
      const ok = await dispute(member.token, markId, `  ${reason}  `);
      expect(ok.statusCode).toBe(200);
      expect(returnOf<NoShowMark>(ok)).toMatchObject({ id: markId, status: 'disputed', dispute_reason: reason, can_dispute: false, counts: true });
      const again = await dispute(member.token, markId, reason);
      expect(again.statusCode).toBe(409);
      expect(json<{ msg: string }>(again).msg).toBe(noShowMessages.alreadyDisputed);
    });

    it('hides other people’s marks: another member’s, an unknown id or a bad id is 404', async () => {
      const owner = await register(ctx);
      const stranger = await register(ctx);
      const { markId } = await markedOrder(ctx, store, { phone: owner.phone });
      for (const id of [markId, 99_999_999]) {
        const res = await dispute(stranger.token, id, '這筆未到紀錄不是我的訂位紀錄');
        expect(res.statusCode).toBe(404);
        expect(json<{ msg: string }>(res).msg).toBe(noShowMessages.noShowNotFound);
      }
      expect((await inject(ctx, 'POST', '/v2/member/no-shows/abc/dispute', { reason: '這筆未到紀錄不是我的訂位紀錄' }, stranger.token)).statusCode).toBe(404);
      expect((await record(stranger.token)).marks).toHaveLength(0);
      expect((await dispute(undefined, markId, '這筆未到紀錄不是我的訂位紀錄')).statusCode).toBe(401);
      expect((await marksOf((await ctx.db.select().from(t.noShowMarks).where(eq(t.noShowMarks.id, markId)))[0].orderId))[0].status).toBe('standing');
    });

    it('refuses a dispute after 30 days, and of a mark the store already answered', async () => {
      const member = await register(ctx);
      frozen = new Date();
      const late = await markAt(ctx, store, member.phone, new Date(frozen.getTime() - 30 * DAY));
      const justInTime = await markAt(ctx, store, member.phone, new Date(frozen.getTime() - 30 * DAY + 60_000));
      const upheld = await markAt(ctx, store, member.phone, new Date(frozen.getTime() - DAY), 'upheld');
      const reason = '當天有打電話通知店家取消訂位';
      const tooLate = await dispute(member.token, late, reason);
      expect(tooLate.statusCode).toBe(422);
      expect(json<{ msg: string }>(tooLate).msg).toBe(noShowMessages.disputeTooLate);
      expect((await dispute(member.token, justInTime, reason)).statusCode).toBe(200);
      const answered = await dispute(member.token, upheld, reason);
      expect(answered.statusCode).toBe(409);
      expect(json<{ msg: string }>(answered).msg).toBe(noShowMessages.notDisputable);
    });

    it('lets a guest read and dispute the mark from the booking’s result link', async () => {
      const guestPhone = newPhone();
      const { publicId, markId } = await markedOrder(ctx, store, { phone: guestPhone });
      const read = await inject(ctx, 'GET', `/v2/order/result/${publicId}/no-show`);
      expect(read.statusCode).toBe(200);
      expect(returnOf<NoShowMark>(read)).toMatchObject({ id: markId, status: 'standing', can_dispute: true });

      const short = await inject(ctx, 'POST', `/v2/order/result/${publicId}/no-show/dispute`, { reason: '不是我' });
      expect(short.statusCode).toBe(422);
      const ok = await inject(ctx, 'POST', `/v2/order/result/${publicId}/no-show/dispute`, { reason: '當天遇到車禍，有先打電話告知' });
      expect(ok.statusCode).toBe(200);
      expect(returnOf<NoShowMark>(ok).status).toBe('disputed');
      expect((await inject(ctx, 'POST', `/v2/order/result/${publicId}/no-show/dispute`, { reason: '當天遇到車禍，有先打電話告知' })).statusCode).toBe(409);

      // A link without a mark, or no such link: 404.
      const unmarked = await pastOrder(ctx, store, { phone: newPhone() });
      expect((await inject(ctx, 'GET', `/v2/order/result/${unmarked.publicId}/no-show`)).statusCode).toBe(404);
      expect((await inject(ctx, 'POST', '/v2/order/result/nosuchlink0000000000000/no-show/dispute', { reason: '當天遇到車禍，有先打電話告知' })).statusCode).toBe(404);
    });

    it('keeps the blacklist: a blacklisted phone is refused outright (422100), marks or not', async () => {
      const slot = await findSlot(ctx, 62);
      const guest = guestFields();
      await ctx.db.insert(t.blacklist).values({ phone: guest.phone, reason: '多次未到' });
      const res = await inject(ctx, 'POST', '/v2/order', bookingBody(slot, guest));
      expect(res.statusCode).toBe(422);
      expect(json<{ code: number }>(res).code).toBe(BLACKLIST_ERROR_CODE);
    });
  },
  { adapters: { clock: () => frozen ?? new Date() } },
);
