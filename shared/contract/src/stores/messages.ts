/** The §8 texts of the store pages: one part of `messages` (../catalogue.ts). */

export const storeTexts = {
  storeNotFound: '店家不存在',
  /** Availability search (search.ts): bad date, time, window, party or city. */
  searchDatePast: '不能選擇過去的日期',
  searchDateRequired: '請先選擇用餐日期',
  searchDateTooFar: '只能查詢 30 天內的空位',
  searchTimeInvalid: '請選擇整點或半點的時間',
  searchWindowInvalid: '時間範圍須為 0 到 180 分鐘',
  searchPeopleInvalid: '用餐人數須為 1 到 50 位',
  searchCityNotFound: '找不到這個縣市',
} as const;
