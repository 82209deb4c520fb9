import { standingText, taipeiDay } from '../standing-text';

const standing = (count: number, until: string | null = null) => ({ count, card_required: until !== null, card_required_until: until, window_days: 90, threshold: 2 });

describe('the no-show standing in plain zh-TW', () => {
  it('says a clean record needs no card', () => {
    expect(standingText(standing(0))).toBe('近 90 天內沒有未到紀錄，訂位不需信用卡擔保');
  });

  it('warns after one mark', () => {
    expect(standingText(standing(1))).toBe('近 90 天內未到 1 次：再未到 1 次，之後的訂位將需以信用卡擔保');
  });

  it('says a card is required and from which day (Taipei) it is not', () => {
    expect(standingText(standing(2, '2026-12-19T17:30:00.000Z'))).toBe('近 90 天內未到 2 次：之後的訂位需以信用卡擔保，2026/12/20 起恢復');
    expect(taipeiDay('2026-12-19T15:59:59.000Z')).toBe('2026/12/19');
  });
});
