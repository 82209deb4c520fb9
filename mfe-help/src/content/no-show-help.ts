import { NO_SHOW_CARD_THRESHOLD, NO_SHOW_DISPUTE_DAYS, NO_SHOW_STATUS_LABELS as label, NO_SHOW_WINDOW_DAYS as days, noShowLimits, ORDER_STATUS_WORDS } from '@joy/contract';
import type { HelpArticle } from './types';

/** 未到紀錄與申訴 (issue 28): numbers and status words from the contract's rules, so the article says what the API does. */
export const noShowArticle: HelpArticle = {
  id: 'no-show-record',
  category: 'about-reservation',
  title: '未到紀錄與申訴',
  platform: 'both',
  body: `
訂位後沒有取消也沒有到店，店家會標記 **${ORDER_STATUS_WORDS[6].name}**，記在訂位的手機號碼上，保留 ${days} 天。

- 近 ${days} 天內未到 ${NO_SHOW_CARD_THRESHOLD} 次，之後的訂位需以 **信用卡擔保**，直到紀錄少於 ${NO_SHOW_CARD_THRESHOLD} 次
- 會員可在「[未到紀錄](/member/no-shows)」查看紀錄與恢復日期
- 這不是黑名單：仍可訂位，黑名單見 [b-5](/help/about-reservation/b-5)

## 申訴

紀錄有誤，可在 ${NO_SHOW_DISPUTE_DAYS} 天內申訴一次：會員在「未到紀錄」點「申訴」，訪客開啟簡訊的「訂位結果」連結，說明情況（${noShowLimits.disputeReasonMin} 到 ${noShowLimits.disputeReasonMax} 個字）。店家回覆後會通知您：「${label.withdrawn}」就不再計入，「${label.upheld}」會附上店家說明。
`,
};
