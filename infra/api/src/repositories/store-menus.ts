/**
 * Menus as the public reads them: the store page's `menu` (sections and dishes in the store's
 * order, read for many stores at once) and the dishes the search suggests as the diner types.
 * The partner API writes menus (repositories/store-content.ts); the seed writes seeded ones.
 */
import { sql } from 'drizzle-orm';
import { imageVariantPath, type DishSuggestion, type StoreMenu } from '@joy/contract';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/rows';
import { foldVariants } from '../lib/text-variants';

/** A store that has given no menu. */
export const NO_MENU: StoreMenu = Object.freeze({ sections: [] }) as StoreMenu;

/**
 * The address of a dish's picture: an uploaded one (images.hash) as the image pipeline's
 * 320-pixel WebP (the menu shows it as a small square), else the stored address ('' = none).
 */
const dishPhoto = (image: string | null, photo: string): string => (image ? imageVariantPath(image, 320, 'webp') : photo);

/** The menus of `ids` (two queries, whatever their number); a store without one is absent. */
export async function loadMenus(db: Executor, ids: readonly number[]): Promise<Map<number, StoreMenu>> {
  const menus = new Map<number, StoreMenu>();
  if (!ids.length) return menus;
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const sections = rowsOf<{ id: number; store_id: number; name: string }>(
    await db.execute(sql`select id, store_id, name from store_menu_sections where store_id in (${list}) order by store_id, sort, id`),
  );
  if (!sections.length) return menus;
  const items = rowsOf<{ id: number; section_id: number; name: string; description: string; price: number; image: string | null; photo: string; signature: boolean }>(
    await db.execute(sql`select i.id, i.section_id, i.name, i.description, i.price, i.image, i.photo, i.signature
      from store_menu_items i where i.store_id in (${list}) order by i.section_id, i.sort, i.id`),
  );
  const dishes = new Map<number, StoreMenu['sections'][number]['items']>();
  for (const i of items) {
    const dish = { id: Number(i.id), name: i.name, description: i.description, price: Number(i.price), photo: dishPhoto(i.image, i.photo), signature: Boolean(i.signature) };
    const into = dishes.get(Number(i.section_id));
    if (into) into.push(dish);
    else dishes.set(Number(i.section_id), [dish]);
  }
  for (const s of sections) {
    const storeId = Number(s.store_id);
    const menu = menus.get(storeId) ?? { sections: [] };
    menu.sections.push({ id: Number(s.id), name: s.name, items: dishes.get(Number(s.id)) ?? [] });
    menus.set(storeId, menu);
  }
  return menus;
}

/** Dish names kept for suggestions, the most served first. */
const DISH_NAMES_KEPT = 5000;
const DISH_NAMES_TTL_MS = 60_000;

/**
 * Dishes whose names hold a text, for suggestions: the distinct dish names with how many stores
 * serve each, read at most once a minute (a new dish is suggested within a minute), matched
 * in memory with variant forms folded (台 → 臺 …) and letters in either case.
 */
export function createDishSuggestions(db: Executor) {
  let cache: { at: number; value: Promise<{ name: string; folded: string; stores: number }[]> } | null = null;
  const names = () => {
    if (!cache || Date.now() - cache.at > DISH_NAMES_TTL_MS) {
      const value = (async () =>
        rowsOf<{ name: string; stores: number }>(
          await db.execute(sql`select name, count(distinct store_id) as stores from store_menu_items
            group by name order by count(distinct store_id) desc, name limit ${DISH_NAMES_KEPT}`),
        ).map((r) => ({ name: r.name, folded: foldVariants(r.name).toLowerCase(), stores: Number(r.stores) })))();
      cache = { at: Date.now(), value };
      value.catch(() => {
        cache = null;
      });
    }
    return cache.value;
  };
  return {
    /** Up to `limit` dishes holding `keyword`, the most served first. */
    async matching(keyword: string, limit: number): Promise<DishSuggestion[]> {
      const folded = foldVariants(keyword.trim()).toLowerCase();
      if (!folded) return [];
      const out: DishSuggestion[] = [];
      for (const dish of await names()) {
        if (!dish.folded.includes(folded)) continue;
        out.push({ name: dish.name, stores: dish.stores });
        if (out.length === limit) break;
      }
      return out;
    },
  };
}
