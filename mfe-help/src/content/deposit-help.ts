import { guaranteeStateText, guaranteeTexts, NO_SHOW_CARD_THRESHOLD, NO_SHOW_FEE_PER_PERSON, NO_SHOW_WINDOW_DAYS, refundTierLines, type DepositPolicy } from '@joy/contract';
import type { HelpArticle } from './types';

/** The example in the article: a deposit of NT$300 a person for two, with two refund tiers. */
const example: DepositPolicy = { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 100 }, { hours_before: 72, keep_percent: 50 }] };
const held = 600;

/**
 * 訂金與信用卡擔保 (issue 28): what a deposit or a card guarantee holds on the card, that it is a
 * pre-authorisation released at check-in, how the refund tiers work, what a declined or a slow
 * card means, and why a no-show record asks a card. Texts come from the contract, so the article
 * says what the confirm step and the order pages show.
 */
export const depositArticle: HelpArticle = {
  id: 'deposits',
  category: 'about-reservation',
  title: '訂金與信用卡擔保',
  platform: 'both',
  body: `
部分餐廳訂位時需要 **訂金** 或 **信用卡擔保**，金額與取消規則寫在餐廳的「訂位須知」。

## 是扣款嗎？

不是。確認訂位時，我們透過 TapPay 在您的信用卡上 **預先授權**（訂金或未到費用 × 人數）：餐廳確認您入座後立即釋放，不會出現在帳單上；只有逾時取消或未到時，才依訂位當時同意的規則收取。卡號由 TapPay 處理，我們只保留末四碼。訂位紀錄會顯示「${guaranteeStateText({ amount: held, status: 'authorized', captured_amount: 0 })}」、「${guaranteeStateText({ amount: held, status: 'released', captured_amount: 0 })}」或「${guaranteeStateText({ amount: held, status: 'captured', captured_amount: 300 })}」。

## 取消與退款規則

以每位 NT$300、2 位為例：

${refundTierLines(example)
  .map((line) => `- ${line}`)
  .join('\n')}

規則以訂位時同意的為準；餐廳取消訂位時全額釋放。

## 信用卡未通過或沒有回應

- 「${guaranteeTexts.guaranteeDeclined}」：座位沒有保留，請換一張卡再試
- 「${guaranteeTexts.guaranteePending}」：我們以同一筆交易自動重試，不會重複授權

## 為什麼要信用卡擔保？

近 ${NO_SHOW_WINDOW_DAYS} 天內未到 ${NO_SHOW_CARD_THRESHOLD} 次，之後的訂位需以信用卡擔保（「${guaranteeTexts.guaranteeRequiredByNoShows}」）；餐廳未訂金額時每位 NT$${NO_SHOW_FEE_PER_PERSON}。紀錄有誤可以申訴，見 [未到紀錄與申訴](/help/about-reservation/no-show-record)。
`,
};
