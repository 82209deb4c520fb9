import { ORDER_STATUS_WORDS, type NoShowStanding } from '@joy/contract';

/** The no-show status's name, as the status table words it. */
const noShow = ORDER_STATUS_WORDS[6].name;

/** An instant as Taipei's calendar date, 2026/12/20 (UTC+8, no DST). */
export function taipeiDay(iso: string): string {
  const d = new Date(Date.parse(iso) + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** The standing in one plain sentence: how many marks count, and what that means for the next booking. */
export function standingText(s: NoShowStanding): string {
  const head = `近 ${s.window_days} 天內`;
  if (s.count === 0) return `${head}沒有${noShow}紀錄，訂位不需信用卡擔保`;
  if (s.card_required && s.card_required_until) return `${head}${noShow} ${s.count} 次：之後的訂位需以信用卡擔保，${taipeiDay(s.card_required_until)} 起恢復`;
  const left = s.threshold - s.count;
  return `${head}${noShow} ${s.count} 次：再${noShow} ${left} 次，之後的訂位將需以信用卡擔保`;
}
