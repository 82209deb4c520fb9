import { NO_SHOW_CARD_THRESHOLD, NO_SHOW_DISPUTE_DAYS, NO_SHOW_STATUS_LABELS, NO_SHOW_WINDOW_DAYS, noShowLimits, ORDER_STATUS_WORDS } from '@joy/contract';
import type { HelpArticle } from './types';

const noShow = ORDER_STATUS_WORDS[6].name;
const label = NO_SHOW_STATUS_LABELS;

/**
 * 未到紀錄與申訴 (issue 28): how a store's 未到 counts against the booking's phone, when a card
 * guarantee is asked for and until when, and how to dispute a wrong mark. Numbers and status
 * words come from the contract's rules, so the article says what the API does.
 */
export const noShowArticle: HelpArticle = {
  id: 'no-show-record',
  category: 'about-reservation',
  title: '未到紀錄與申訴',
  platform: 'both',
  body: `
訂位後沒有取消、也沒有到店，店家會把這筆訂位標記為 **${noShow}**，並記在訂位時留下的手機號碼上。

## 未到紀錄會怎樣？

- 每筆紀錄從標記當下起計算 ${NO_SHOW_WINDOW_DAYS} 天，之後就不再計入
- 近 ${NO_SHOW_WINDOW_DAYS} 天內未到 ${NO_SHOW_CARD_THRESHOLD} 次，之後的訂位需以 **信用卡擔保** 才能完成；等較早的紀錄超過 ${NO_SHOW_WINDOW_DAYS} 天、次數低於 ${NO_SHOW_CARD_THRESHOLD} 次，就恢復一般訂位
- 會員可在「[未到紀錄](/member/no-shows)」查看每一筆紀錄、目前狀態，以及哪一天起恢復
- 未到紀錄不是黑名單：仍可訂位，只是需要信用卡擔保；被店家列入黑名單則無法在該店線上訂位（見 [為什麼訂位時顯示我被列入黑名單？](/help/about-reservation/b-5)）

## 紀錄有誤，如何申訴？

1. 會員請到「[未到紀錄](/member/no-shows)」，在該筆紀錄點選「申訴」；訪客請開啟簡訊中的「訂位結果」連結
2. 說明當天的情況（${noShowLimits.disputeReasonMin} 到 ${noShowLimits.disputeReasonMax} 個字），例如準時到店卻找不到訂位、已事先來電取消
3. 送出後紀錄顯示「${label.disputed}」，申訴期間仍會計入
4. 店家回覆後，會員會收到站內通知，訪客會收到簡訊：店家撤銷時顯示「${label.withdrawn}」，這筆紀錄不再計入；店家維持時顯示「${label.upheld}」，並附上店家的說明

每筆紀錄只能申訴一次，且須在標記後 ${NO_SHOW_DISPUTE_DAYS} 天內提出。對店家的回覆仍有疑問，請透過 [聯絡我們](/contact) 告訴我們。
`,
};
