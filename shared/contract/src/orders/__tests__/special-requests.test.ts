import { validate } from '../../platform/validate';
import { partnerSeatingAreasBody } from '../../partner/requests';
import { duplicateBookingText, orderTexts } from '../messages';
import { orderBody, specialRequestsBody } from '../requests';

import { OCCASIONS, specialRequestLines } from '../special-requests';
import { waitlistConfirmBody } from '../live-schemas';

const booking = { store_id: 1, date: '2026-06-01', time: '18:30', adult_num: 2 };

describe('special requests', () => {
  it('offer the occasions 生日 / 紀念日 / 商務 / 約會 / 其他, or none', () => {
    expect(OCCASIONS).toEqual(['生日', '紀念日', '商務', '約會', '其他']);
    for (const purpose of ['', ...OCCASIONS]) expect(orderBody.isValidSync({ ...booking, purpose })).toBe(true);
    expect(orderBody.validateSync(booking)).toMatchObject({ purpose: '', dietary_note: '', seating_area: '', high_chairs: 0, allow_duplicate: false });
  });

  it('refuse another occasion, in the booking and in the waitlist’s confirm alike', async () => {
    for (const schema of [orderBody, waitlistConfirmBody]) {
      const checked = await validate(schema, { ...booking, purpose: '家庭聚餐' });
      expect(checked).toEqual({ ok: false, errors: { purpose: orderTexts.occasionInvalid } });
    }
  });

  it('bound the dietary note to 200 characters and high chairs to 0–4, with field messages', async () => {
    expect(await validate(specialRequestsBody, { dietary_note: '花'.repeat(200), high_chairs: 4 })).toMatchObject({ ok: true });
    expect(await validate(specialRequestsBody, { dietary_note: '花'.repeat(201), high_chairs: 5 })).toEqual({
      ok: false,
      errors: { dietary_note: orderTexts.dietaryNoteTooLong, high_chairs: orderTexts.highChairsInvalid },
    });
    expect(await validate(specialRequestsBody, { high_chairs: -1 })).toEqual({ ok: false, errors: { high_chairs: orderTexts.highChairsInvalid } });
    expect(await validate(specialRequestsBody, { seating_area: '窗'.repeat(21) })).toEqual({ ok: false, errors: { seating_area: orderTexts.seatingAreaInvalid } });
  });

  it('read as label rows, leaving out what was not given', () => {
    expect(specialRequestLines({ purpose: '生日', dietary_note: '不吃牛', seating_area: '窗邊', high_chairs: 2 })).toEqual([
      ['用餐目的', '生日'],
      ['飲食禁忌與過敏', '不吃牛'],
      ['座位偏好', '窗邊'],
      ['兒童座椅', '2 張'],
    ]);
    expect(specialRequestLines({ purpose: '', dietary_note: '', seating_area: '', high_chairs: 0 })).toEqual([]);
  });
});

describe('a store’s seating areas (partner API)', () => {
  it('take up to 10 unique names of 1–20 characters, trimmed; [] clears them', () => {
    expect(partnerSeatingAreasBody.validateSync({ areas: [' 窗邊 ', '包廂'] })).toEqual({ areas: ['窗邊', '包廂'] });
    expect(partnerSeatingAreasBody.isValidSync({ areas: [] })).toBe(true);
    expect(partnerSeatingAreasBody.isValidSync({ areas: Array.from({ length: 10 }, (_, i) => `區${i}`) })).toBe(true);
  });

  it.each([
    ['more than 10', { areas: Array.from({ length: 11 }, (_, i) => `區${i}`) }, orderTexts.seatingAreasTooMany],
    ['a repeated name', { areas: ['窗邊', ' 窗邊'] }, orderTexts.seatingAreasRepeated],
    ['an empty name', { areas: ['窗邊', '  '] }, orderTexts.seatingAreaNameInvalid],
    ['a name over 20 characters', { areas: ['窗'.repeat(21)] }, orderTexts.seatingAreaNameInvalid],
    ['no list', {}, orderTexts.seatingAreasRequired],
  ])('refuse %s', async (_name, body, message) => {
    const checked = await validate(partnerSeatingAreasBody, body);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : Object.values(checked.errors)).toContain(message);
  });
});

describe('the duplicate-booking question', () => {
  it('names the earlier booking as M/D HH:mm', () => {
    expect(duplicateBookingText('2026-12-24', '19:00')).toBe('您已有 12/24 19:00 的訂位，仍要再訂嗎？');
    expect(duplicateBookingText('2027-01-05', '09:30:00')).toBe('您已有 1/5 09:30 的訂位，仍要再訂嗎？');
  });
});
