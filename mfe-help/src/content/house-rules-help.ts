import { houseRulesLines, type HouseRules } from '@joy/contract';
import type { HelpArticle } from './types';

/** A card as a store might set it: the article shows its lines exactly as the store page words them. */
const example: HouseRules = {
  time_limit_minutes: 90,
  minimum_spend_per_person: 500,
  service_charge_percent: 10,
  late_hold_minutes: 15,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 100 }, { hours_before: 72, keep_percent: 50 }] },
  cake_fee: 100,
  corkage_fee: null,
  pets: 'leashed',
  children: 'welcome',
  holidays: [],
};

const exampleLines = houseRulesLines(example)
  .map((line) => [`- ${line.text}`, ...(line.details ?? []).map((d) => `- ${d}`)].join('\n'))
  .join('\n');

/**
 * 訂位須知 (issue 28): the store's rules card on the store page and the confirm step, what each
 * rule means, and the search's 免訂金, 可帶寵物 and 不限時 filters. The example's lines come from
 * the contract's wording (houseRulesLines), so the article says what the page shows.
 */
export const houseRulesArticle: HelpArticle = {
  id: 'house-rules',
  category: 'about-reservation',
  title: '什麼是「訂位須知」？如何找免訂金、可帶寵物、不限時的餐廳？',
  platform: 'both',
  body: `
餐廳的用餐規定整理在店家頁面的 **訂位須知**，訂位的「確認」步驟也會再列一次。沒有另外設定的餐廳，就是不限用餐時間、免訂金、遲到保留 15 分鐘。

## 訂位須知會寫什麼

- **用餐時間**：例如「用餐限時 90 分鐘」，或「不限用餐時間」
- **低消與服務費**：例如「低消每位 NT$500」「另收 10% 服務費」
- **遲到**：座位保留多久，例如「遲到保留 15 分鐘」
- **訂金或信用卡擔保**：「信用卡擔保」需登錄信用卡，只有未到或逾期取消才依規定收費；「訂金」在訂位時預先授權，入座後退還
- **取消規定**：依取消時距離用餐多久，寫明收取多少
- **蛋糕與酒水**：蛋糕費、開瓶費，或是否可以自帶
- **寵物與兒童**：是否可帶寵物、是否接待兒童
- **節日規定**：母親節等節日的特別規定與適用日期

例如一家餐廳的訂位須知可能是：

${exampleLines}

「確認」步驟會列出訂位當天適用的規定；訂位送出時的訂位須知，就是這筆訂位所依據的規定。

## 用篩選找餐廳

在 [找餐廳](/store) 點選「篩選」，在 **訂位須知** 勾選：

- **免訂金**：不需訂金，也不需信用卡擔保
- **可帶寵物**：可攜帶寵物入內（部分餐廳要求牽繩或放提籠，請看餐廳的訂位須知）
- **不限時**：沒有用餐時間限制

可以同時勾選，也能和日期、地區等條件一起使用；已選的條件顯示在列表上方，點一下即可移除。篩選依據餐廳平日的規定，節日規定請以餐廳頁面為準。
`,
};
