/** Why a restaurant joins 樂享 (§1): data for the partner page, not markup. */
export const partnerBenefits: ReadonlyArray<{ title: string; text: string }> = [
  { title: '24 小時線上訂位', text: '客人隨時都能訂位，訂位、保留與取消都有紀錄，減少電話往返與未到。' },
  { title: '行動付款與樂幣回饋', text: '客人用樂享 App 付款，最高享 20% 樂幣回饋，樂幣只能在合作店家折抵，帶來回頭客。' },
  { title: '更多曝光', text: '出現在店家搜尋、熱門與新店排行榜、美食專欄，讓附近的饕客找到您。' },
  { title: '真實評論', text: '用餐或付款後才能留下評論與照片，四項細項評分幫您看見改進方向。' },
  { title: '樂享天使推薦', text: '樂享天使會向身邊的朋友推薦合作店家，口碑就是最好的廣告。' },
];

export const joinSteps: readonly string[] = ['填寫商務合作表單', '專人聯繫並說明合作方案', '完成簽約與店家資料建置', '開放線上訂位與行動付款'];
