/**
 * A store's menu as the public sees it (GET /v2/store/{id}/menu, read when the store page's
 * 菜單 tab opens) and the dishes the search suggests as the diner types. The store keeps its
 * menu through the partner API.
 */
import type { MenuDish, StoreMenu } from './menu-schemas';

/** The dishes a store's signature list shows: its 招牌 dishes, in menu order. */
export const signatureDishes = (menu: StoreMenu): MenuDish[] => menu.sections.flatMap((s) => s.items.filter((d) => d.signature));

export type { MenuDish, StoreMenu, DishSuggestion } from './menu-schemas';
