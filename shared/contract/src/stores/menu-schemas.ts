/** A store's menu as reply schemas (the types and helpers: menu.ts). */
import * as yup from 'yup';
import { flag, int, list, text } from '../platform/response-fields';

export const menuDish = yup.object({
  id: int(),
  name: text(),
  /** A line about the dish ('' = none). */
  description: text(),
  /** NT$ */
  price: int(),
  /** The dish's picture ('' = none). */
  photo: text(),
  /** A house speciality (招牌): the store page lists these first. */
  signature: flag(),
});

export type MenuDish = yup.InferType<typeof menuDish>;

/** Sections and their dishes in the store's order; no sections: the store has given no menu. */
export const storeMenu = yup.object({
  sections: list(yup.object({ id: int(), name: text(), items: list(menuDish) })),
});

export type StoreMenu = yup.InferType<typeof storeMenu>;

/** A dish whose name holds the text typed (suggestions): choosing it searches its name. */
export const dishSuggestion = yup.object({
  name: text(),
  /** How many stores serve it. */
  stores: int(),
});

export type DishSuggestion = yup.InferType<typeof dishSuggestion>;
