import { defaultHouseRules, houseRulesFacts, houseRulesLines, type HouseRules } from '../index';

const texts = (rules: HouseRules, date?: string) => houseRulesLines(rules, date).map((l) => l.text);

const full: HouseRules = {
  time_limit_minutes: 90,
  minimum_spend_per_person: 1200,
  service_charge_percent: 10,
  late_hold_minutes: 15,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 72, keep_percent: 50 }, { hours_before: 24, keep_percent: 100 }] },
  cake_fee: 100,
  corkage_fee: 300,
  pets: 'leashed',
  children: 'over-6',
  holidays: [{ name: '母親節', dates: ['2027-05-08', '2027-05-09'], note: '僅供應套餐', deposit: { kind: 'card', no_show_fee_per_person: 500, tiers: [] } }],
};

describe('houseRulesLines: the rules card in plain zh-TW', () => {
  it('says what a store without a card asks: nothing beyond the booking', () => {
    expect(texts(defaultHouseRules)).toEqual(['不限用餐時間', '遲到保留 15 分鐘', '免訂金', '可自帶蛋糕', '可自帶酒水，免開瓶費', '寵物不可入內', '歡迎兒童同行']);
  });

  it('words every rule of a full card, with thousand separators and the refund tiers nearest the booking first', () => {
    const lines = houseRulesLines(full);
    expect(lines.map((l) => l.text)).toEqual([
      '用餐限時 90 分鐘',
      '低消每位 NT$1,200',
      '另收 10% 服務費',
      '遲到保留 15 分鐘',
      '訂金每位 NT$300，用餐當天入座後退還',
      '蛋糕費每個 NT$100',
      '開瓶費每瓶 NT$300',
      '可帶寵物（須牽繩或放提籠）',
      '僅接待 6 歲以上兒童',
      '母親節（5/8、5/9）：僅供應套餐',
    ]);
    expect(lines.find((l) => l.topic === 'deposit')?.details).toEqual(['用餐前 24 小時內取消，收取全額', '用餐前 72 小時內取消，收取 50%', '用餐前 72 小時以前取消，全額退還', '未到不退還訂金']);
    expect(lines.find((l) => l.topic === 'holiday')?.details).toEqual(['當天信用卡擔保：未到每位收 NT$500']);
  });

  it('words a card guarantee and its tiers', () => {
    const card: HouseRules = { ...defaultHouseRules, deposit: { kind: 'card', no_show_fee_per_person: 500, tiers: [{ hours_before: 24, keep_percent: 50 }] } };
    const line = houseRulesLines(card).find((l) => l.topic === 'deposit');
    expect(line).toEqual({ topic: 'deposit', text: '信用卡擔保：未到每位收 NT$500', details: ['用餐前 24 小時內取消，收取 50%', '用餐前 24 小時以前取消，不收費'] });
  });

  it('says 不可自帶 for null fees, no late hold, and children and pets rules', () => {
    const strict: HouseRules = { ...defaultHouseRules, cake_fee: null, corkage_fee: null, late_hold_minutes: 0, pets: 'yes', children: 'adults-only' };
    expect(texts(strict)).toEqual(expect.arrayContaining(['不可自帶蛋糕', '不可自帶酒水', '遲到不保留座位', '可帶寵物', '僅接待成人，不接待兒童']));
  });

  it('on a booking date: that day’s deposit policy, and only that day’s holiday rule', () => {
    expect(texts(full, '2027-05-09')).toEqual(expect.arrayContaining(['信用卡擔保：未到每位收 NT$500', '母親節（5/9）：僅供應套餐']));
    expect(texts(full, '2027-05-09')).not.toContain('訂金每位 NT$300，用餐當天入座後退還');
    expect(houseRulesLines(full, '2027-05-09').find((l) => l.topic === 'holiday')?.details).toBeUndefined();
    const other = texts(full, '2027-06-01');
    expect(other).toContain('訂金每位 NT$300，用餐當天入座後退還');
    expect(other.some((t) => t.startsWith('母親節'))).toBe(false);
  });

  it('gives the search filters’ facts of a card', () => {
    expect(houseRulesFacts(defaultHouseRules)).toEqual({ no_deposit: true, pets: false, no_time_limit: true });
    expect(houseRulesFacts(full)).toEqual({ no_deposit: false, pets: true, no_time_limit: false });
    expect(houseRulesFacts({ ...defaultHouseRules, deposit: { kind: 'card', no_show_fee_per_person: 300, tiers: [] } }).no_deposit).toBe(false);
  });
});
