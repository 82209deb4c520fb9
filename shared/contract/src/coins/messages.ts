/** The §8 texts of payment records: one part of `messages` (../catalogue.ts). */

export const coinTexts = {
  payLogNotFound: '找不到此付款紀錄',
} as const;
