/**
 * A store's house rules in plain zh-TW (訂位須知): the store page and the booking's confirm step
 * show the same lines. Pure: no clock — a caller that knows the booking date passes it, and the
 * lines then say the deposit policy of that date and only that date's holiday rule.
 */
import { depositPolicyOn, type DepositPolicy, type HouseRules } from './house-rules';

export type HouseRuleTopic = 'time' | 'spend' | 'service' | 'late' | 'deposit' | 'cake' | 'corkage' | 'pets' | 'children' | 'holiday';

export interface HouseRuleLine {
  topic: HouseRuleTopic;
  text: string;
  /** Further lines under it (the deposit's refund tiers). */
  details?: string[];
}

/** NT$ with thousand separators: 「NT$1,200」. */
export const ntd = (amount: number): string => `NT$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** 'YYYY-MM-DD' → 「5/10」. */
const monthDay = (date: string): string => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

const keepText = (percent: number): string => (percent >= 100 ? '收取全額' : percent <= 0 ? '不收費' : `收取 ${percent}%`);

/** The deposit policy as a line and its refund tiers, nearest the booking first. */
export function depositLine(policy: DepositPolicy): HouseRuleLine {
  if (policy.kind === 'none') return { topic: 'deposit', text: '免訂金' };
  const tiers = [...policy.tiers].sort((a, b) => a.hours_before - b.hours_before);
  const details = tiers.map((t) => `用餐前 ${t.hours_before} 小時內取消，${keepText(t.keep_percent)}`);
  const farthest = tiers[tiers.length - 1];
  if (policy.kind === 'card') {
    if (farthest) details.push(`用餐前 ${farthest.hours_before} 小時以前取消，不收費`);
    return { topic: 'deposit', text: `信用卡擔保：未到每位收 ${ntd(policy.no_show_fee_per_person)}`, details };
  }
  if (farthest) details.push(`用餐前 ${farthest.hours_before} 小時以前取消，全額退還`);
  const noShow = tiers.length ? Math.max(...tiers.map((t) => t.keep_percent)) : 100;
  details.push(noShow >= 100 ? '未到不退還訂金' : noShow <= 0 ? '未到全額退還' : `未到收取 ${noShow}%`);
  return { topic: 'deposit', text: `訂金每位 ${ntd(policy.amount_per_person)}，用餐當天入座後退還`, details };
}

const PETS: Record<HouseRules['pets'], string> = { no: '寵物不可入內', leashed: '可帶寵物（須牽繩或放提籠）', yes: '可帶寵物' };
const CHILDREN: Record<HouseRules['children'], string> = { welcome: '歡迎兒童同行', 'over-6': '僅接待 6 歲以上兒童', 'adults-only': '僅接待成人，不接待兒童' };

/**
 * The rules card as lines, in the order diners read them. With `date` (YYYY-MM-DD), the deposit
 * is the policy of that date (a holiday rule may change it) and only that date's holiday rules
 * are listed; without it, every holiday rule with its dates.
 */
export function houseRulesLines(rules: HouseRules, date?: string): HouseRuleLine[] {
  const lines: HouseRuleLine[] = [];
  lines.push({ topic: 'time', text: rules.time_limit_minutes === null ? '不限用餐時間' : `用餐限時 ${rules.time_limit_minutes} 分鐘` });
  if (rules.minimum_spend_per_person > 0) lines.push({ topic: 'spend', text: `低消每位 ${ntd(rules.minimum_spend_per_person)}` });
  if (rules.service_charge_percent > 0) lines.push({ topic: 'service', text: `另收 ${rules.service_charge_percent}% 服務費` });
  lines.push({ topic: 'late', text: rules.late_hold_minutes > 0 ? `遲到保留 ${rules.late_hold_minutes} 分鐘` : '遲到不保留座位' });
  lines.push(depositLine(date ? depositPolicyOn(rules, date) : rules.deposit));
  lines.push({ topic: 'cake', text: rules.cake_fee === null ? '不可自帶蛋糕' : rules.cake_fee > 0 ? `蛋糕費每個 ${ntd(rules.cake_fee)}` : '可自帶蛋糕' });
  lines.push({ topic: 'corkage', text: rules.corkage_fee === null ? '不可自帶酒水' : rules.corkage_fee > 0 ? `開瓶費每瓶 ${ntd(rules.corkage_fee)}` : '可自帶酒水，免開瓶費' });
  lines.push({ topic: 'pets', text: PETS[rules.pets] });
  lines.push({ topic: 'children', text: CHILDREN[rules.children] });
  for (const holiday of rules.holidays) {
    if (date && !holiday.dates.includes(date)) continue;
    const when = date ? monthDay(date) : holiday.dates.map(monthDay).join('、');
    const text = `${holiday.name}（${when}）${holiday.note ? `：${holiday.note}` : ''}`;
    // On the date itself the deposit line above is already that day's policy.
    const deposit = holiday.deposit && !date ? depositLine(holiday.deposit) : null;
    lines.push(deposit ? { topic: 'holiday', text, details: [`當天${deposit.text}`, ...(deposit.details ?? [])] } : { topic: 'holiday', text });
  }
  return lines;
}

/** The three search filters' facts of a card: 免訂金 (no card needed), 可帶寵物, 不限時. */
export function houseRulesFacts(rules: HouseRules): { no_deposit: boolean; pets: boolean; no_time_limit: boolean } {
  return { no_deposit: rules.deposit.kind === 'none', pets: rules.pets !== 'no', no_time_limit: rules.time_limit_minutes === null };
}
