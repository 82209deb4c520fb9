/**
 * The seed's data-quality rules, as one check over plain rows (read from a seeded database by
 * seed-quality.test.ts, or made up by the checker's own unit test): it answers with a line per
 * problem, none when the data would pass with a diner.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/executor';
import { reviewPhrases } from '../../src/db/seed-data/comments';
import { rowsOf } from '../helpers/app';

export interface QualityStore {
  id: number;
  name: string;
  district_id: number;
  description: string;
  joy_booking: boolean;
  joy_pay: boolean;
  reward_rate: number;
  average_score: number;
  comment_count: number;
}

export interface QualityComment {
  id: number;
  store_id: number;
  title: string;
  body: string;
  score: number;
  sub_scores: number[];
  hidden: boolean;
}

export interface QualityArticle {
  id: number;
  title: string;
  summary: string;
  body: string;
}

export interface QualityData {
  stores: QualityStore[];
  comments: QualityComment[];
  articles: QualityArticle[];
  /** Menu sections and dishes: their names. */
  menu: { kind: 'section' | 'item'; id: number; store_id: number; name: string }[];
}

/** `{type}`, `${x}` and friends: a template that was never filled. */
const PLACEHOLDER = /\{[^{}]*\}|\$\{|\bundefined\b|\bNaN\b/;
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;

/** Promises a text makes about booking and paying through the platform. */
function brokenPromises(text: string, store: QualityStore): string[] {
  const out: string[] = [];
  if (!store.joy_booking && /訂位/.test(text)) out.push('mentions booking but joy_booking is off');
  if (!store.joy_pay && /樂享支付|支付回饋|樂幣/.test(text)) out.push('mentions 樂享支付 but joy_pay is off');
  if (store.reward_rate <= 0 && /回饋/.test(text)) out.push('mentions a reward but reward_rate is 0');
  for (const m of text.matchAll(/(\d+)\s*%\s*(?:的)?樂幣回饋/g)) {
    if (Number(m[1]) !== store.reward_rate) out.push(`promises ${m[1]}% but reward_rate is ${store.reward_rate}`);
  }
  return out;
}

export function checkSeedQuality(data: QualityData, phrases = reviewPhrases()): string[] {
  const problems: string[] = [];
  const stores = new Map(data.stores.map((s) => [s.id, s]));

  const placeholder = (what: string, text: string) => {
    if (PLACEHOLDER.test(text)) problems.push(`${what}: unfilled placeholder in 「${text}」`);
  };

  // Descriptions: filled, one of a kind in their district, promising only what the flags keep.
  const seen = new Map<string, number>();
  for (const s of data.stores) {
    placeholder(`store ${s.id} description`, s.description);
    const key = `${s.district_id}\u0000${s.description}`;
    const twin = seen.get(key);
    if (twin !== undefined) problems.push(`store ${s.id} description: the same as store ${twin} in district ${s.district_id}`);
    else seen.set(key, s.id);
    for (const p of brokenPromises(s.description, s)) problems.push(`store ${s.id} description: ${p}`);
  }

  // Reviews: filled, their words fit their score, sub-scores near it.
  const visible = new Map<number, number[]>();
  const has = (text: string, bank: readonly RegExp[]) => bank.some((phrase) => phrase.test(text));
  for (const c of data.comments) {
    const what = `comment ${c.id} (store ${c.store_id}, ${c.score}★)`;
    placeholder(`${what} title`, c.title);
    placeholder(`${what} body`, c.body);
    const text = `${c.title}\n${c.body}`;
    const praise = has(text, phrases.praise);
    const complaint = has(text, phrases.complaint);
    if (c.score <= 2 && praise) problems.push(`${what}: praises with a low score: 「${text}」`);
    if (c.score <= 2 && !complaint) problems.push(`${what}: a low score that does not complain: 「${text}」`);
    if (c.score >= 4 && complaint) problems.push(`${what}: complains with a high score: 「${text}」`);
    if (c.score >= 4 && !praise) problems.push(`${what}: a high score that does not praise: 「${text}」`);
    if (c.score === 5 && has(text, phrases.mild)) problems.push(`${what}: reservations in a 5-star review: 「${text}」`);
    if (c.sub_scores.some((sub) => Math.abs(sub - c.score) > 1)) problems.push(`${what}: sub-scores ${c.sub_scores.join('/')} far from the score`);
    const store = stores.get(c.store_id);
    if (store) for (const p of brokenPromises(c.body, store)) problems.push(`${what}: ${p}`);
    if (!c.hidden) visible.set(c.store_id, [...(visible.get(c.store_id) ?? []), c.score]);
  }

  // A store's figures are those of its visible comments.
  for (const s of data.stores) {
    const scores = visible.get(s.id) ?? [];
    const average = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : 0;
    if (s.comment_count !== scores.length) problems.push(`store ${s.id}: comment_count ${s.comment_count} but ${scores.length} visible comments`);
    if (Math.abs(Number(s.average_score) - average) > 0.005) problems.push(`store ${s.id}: average_score ${s.average_score} but its comments average ${average}`);
  }

  // Articles: filled; every link goes to a store page and carries that store's name.
  for (const a of data.articles) {
    for (const [field, text] of [['title', a.title], ['summary', a.summary], ['body', a.body.replace(LINK, '$1')]] as const) placeholder(`article ${a.id} ${field}`, text);
    for (const m of a.body.matchAll(LINK)) {
      const id = /^\/store\/(\d+)$/.exec(m[2])?.[1];
      const store = id ? stores.get(Number(id)) : undefined;
      if (!store) problems.push(`article ${a.id}: a link to ${m[2]}, which is no store`);
      else if (store.name.replace(/[[\]()]/g, '') !== m[1]) problems.push(`article ${a.id}: link text 「${m[1]}」 is not the name of store ${store.id}`);
    }
    for (const m of a.body.matchAll(/【([^】]*)】/g)) {
      if (!/^\[[^\]]+\]\(\/store\/\d+\)$/.test(m[1])) problems.push(`article ${a.id}: store 「${m[1]}」 named without a link`);
    }
  }

  // Menus: filled; a store with one recommends dishes that are on it.
  const dishes = new Map<number, string[]>();
  for (const m of data.menu) {
    placeholder(`menu ${m.kind} ${m.id}`, m.name);
    if (m.kind === 'item') dishes.set(m.store_id, [...(dishes.get(m.store_id) ?? []), m.name]);
  }
  for (const s of data.stores) {
    const names = dishes.get(s.id);
    if (names && !names.some((name) => s.description.includes(name))) problems.push(`store ${s.id} description: names no dish of its menu`);
  }
  return problems;
}

/** The rows the check reads, from a seeded database. */
export async function readQualityData(db: Executor): Promise<QualityData> {
  const [stores, comments, articles, menu] = await Promise.all([
    rowsOf<QualityStore>(
      db,
      sql`select id, name, district_id, description, joy_booking, joy_pay, reward_rate, average_score::float8 as average_score, comment_count from stores order by id`,
    ),
    rowsOf<QualityComment>(
      db,
      sql`select id, store_id, title, body, score, array[score_food, score_service, score_ambience, score_value]::int[] as sub_scores, hidden from comments order by id`,
    ),
    rowsOf<QualityArticle>(db, sql`select id, title, summary, body from articles order by id`),
    rowsOf<QualityData['menu'][number]>(
      db,
      sql`select 'section' as kind, id, store_id, name from store_menu_sections union all select 'item' as kind, id, store_id, name from store_menu_items`,
    ),
  ]);
  return { stores, comments, articles, menu };
}
