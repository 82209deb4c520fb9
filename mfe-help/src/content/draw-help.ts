import { DRAW_WINDOW_MINUTES, drawMessages, ORDER_STATUS_WORDS } from '@joy/contract';
import type { HelpArticle } from './types';

/**
 * 抽籤訂位 (issue 28): a hot date a store releases by draw — the window, one entry per phone,
 * the random order, the results by notification and SMS. The words of the page (how it works,
 * the refusals) come from the contract.
 */
export const drawArticle: HelpArticle = {
  id: 'table-draw',
  category: 'about-reservation',
  title: '什麼是「抽籤訂位」？',
  platform: 'both',
  body: `
熱門餐廳的熱門日期，店家可以改用 **抽籤訂位** 開放：${drawMessages.howItWorks}，不用守在電腦前搶秒數。

## 怎麼參加

1. 在店家頁面看到「抽籤訂位」區塊，會寫明登記開始與截止的時間（台灣時間）；登記時間由店家設定，為 ${DRAW_WINDOW_MINUTES.min} 分鐘到 24 小時
2. 登記時間內，選擇想要的時段與人數後送出；會員以帳號的手機登記，訪客請填寫姓名與手機，並輸入簡訊驗證碼
3. 每支手機、每位會員每次抽籤只能登記一次，重複登記會顯示「${drawMessages.phoneEntered}」
4. 登記開始前顯示「${drawMessages.notOpenYet}」，截止後顯示「${drawMessages.closed}」

## 抽籤與結果

- 登記截止後，系統以隨機順序排列所有登記，依序為每一筆安排想要的時段，直到該時段座位額滿；排在後面的登記，若想要的時段還有座位，一樣可以訂到
- 中籤即完成訂位，等同一般的線上訂位（${ORDER_STATUS_WORDS[1].meaning.replace(/。$/, '')}），可在訂位結果頁或「訂位紀錄」查看與取消
- 不論是否中籤，都會以簡訊通知；會員另外會收到站內通知
- 抽籤期間這一天無法一般訂位（顯示「${drawMessages.dateByDraw}」）；抽籤完成後，剩餘座位會開放一般訂位
- 每次抽籤的隨機種子都會保存，店家可以查核順序
`,
};
