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
部分餐廳訂位時需要 **訂金** 或 **信用卡擔保**，餐廳的「訂位須知」會寫明金額與取消規則。

## 是扣款嗎？

不是。確認訂位時，我們透過 TapPay 在您的信用卡上 **預先授權**（先保留額度）：

- 訂金：每位金額 × 人數；信用卡擔保：餐廳訂的未到費用 × 人數
- 餐廳確認您入座後，預先授權立即釋放，不會出現在帳單上
- 只有逾時取消或未到時，才依訂位當時同意的規則收取
- 卡號由 TapPay 處理，我們只保留卡號末四碼

訂位紀錄會顯示目前狀態，例如「${guaranteeStateText({ amount: held, status: 'authorized', captured_amount: 0 })}」、「${guaranteeStateText({ amount: held, status: 'released', captured_amount: 0 })}」或「${guaranteeStateText({ amount: held, status: 'captured', captured_amount: 300 })}」。

## 取消與退款規則

以每位 NT$300、2 位（預先授權 NT$${held}）為例：

${refundTierLines(example)
  .map((line) => `- ${line}`)
  .join('\n')}

規則以您訂位當下看到並勾選同意的為準，餐廳之後修改也不影響已完成的訂位。餐廳取消訂位時，全額釋放。

## 信用卡未通過或沒有回應

- 顯示「${guaranteeTexts.guaranteeDeclined}」：訂位沒有完成、座位也沒有保留，請換一張卡再試
- 顯示「${guaranteeTexts.guaranteePending}」：座位已為您保留，我們會用同一筆交易自動重試，不會重複授權；完成或失敗都會通知您

## 為什麼我被要求信用卡擔保？

近 ${NO_SHOW_WINDOW_DAYS} 天內未到 ${NO_SHOW_CARD_THRESHOLD} 次，之後的訂位需以信用卡擔保，頁面會顯示「${guaranteeTexts.guaranteeRequiredByNoShows}」。餐廳未訂擔保金額時，每位預先授權 NT$${NO_SHOW_FEE_PER_PERSON}，準時到店即釋放。紀錄有誤可以申訴，見 [未到紀錄與申訴](/help/about-reservation/no-show-record)。
`,
};
