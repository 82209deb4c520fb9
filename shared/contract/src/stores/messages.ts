/** The §8 texts of the store pages: one part of `messages` (../catalogue.ts). */

export const storeTexts = {
  storeNotFound: '店家不存在',
} as const;
