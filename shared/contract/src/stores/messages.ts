/** The §8 texts of the store pages: one part of `messages` (../catalogue.ts). */

export const storeTexts = {
  storeNotFound: '店家不存在',
  /** A store's comments asked for in an order there is not (?sort=). */
  commentSortInvalid: '評論排序方式不正確',
  /** Availability search (search.ts): bad date, time, window, party or city. */
  searchDatePast: '不能選擇過去的日期',
  searchDateRequired: '請先選擇用餐日期',
  searchDateTooFar: '只能查詢 30 天內的空位',
  searchTimeInvalid: '請選擇整點或半點的時間',
  searchWindowInvalid: '時間範圍須為 0 到 180 分鐘',
  searchPeopleInvalid: '用餐人數須為 1 到 50 位',
  searchCityNotFound: '找不到這個縣市',
  searchSortInvalid: '排序方式不正確',
  searchDistanceNeedsPosition: '請允許取得您的位置，才能依距離排序',
  searchPriceInvalid: '價格須為 0 到 100,000 元',
  searchPriceOrder: '最高價格不可低於最低價格',
  searchWaitlistNeedsTime: '請先選擇用餐日期與時間，才能找可候補的餐廳',
} as const;
