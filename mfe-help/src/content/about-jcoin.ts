import type { HelpCategory } from './types';

/** e-1..e-6: joy coins (樂幣) — §1, §6 VIP benefits, §9 validity and withdrawal. */
export const aboutJcoin: HelpCategory = {
  slug: 'about-jcoin',
  title: '關於樂幣',
  summary: '樂幣的取得、有效期限、使用與提領',
  articles: [
    {
      id: 'e-1',
      category: 'about-jcoin',
      title: '什麼是樂幣？',
      platform: 'both',
      common: true,
      body: `
**樂幣**是樂享會員的專屬回饋。在樂享合作店家付款，就能依店家設定獲得最高 **20%** 的樂幣回饋，累積的樂幣可以在合作店家折抵消費，也可以提領到銀行帳戶。

- 樂幣只會發放給已登入的會員，訪客付款不會累積樂幣
- 每一筆獲得的樂幣，都從入帳當天起算 **120 天**內有效
- 所有樂幣的獲得與兌換，都能在「[樂幣紀錄](/member/rewards)」查看
`,
    },
    {
      id: 'e-2',
      category: 'about-jcoin',
      title: '如何獲得樂幣？',
      platform: 'both',
      body: `
## 在合作店家付款

使用樂享在合作店家付款，依各店家的回饋比例獲得樂幣，**最高可達付款金額的 20%**。店家頁面會標示目前的回饋比例。

## 邀請好友

好友註冊時填寫您的邀請碼，並完成第一次付款後，**您與好友各得 50 樂幣**。邀請獎勵屬於 VIP 會員權益：好友第一次付款時，邀請人需為 VIP 會員（或樂粉經銷商），否則雙方都不發放。詳見 [邀請碼怎麼使用？](/help/about-member/c-4)

## VIP 會員加碼

VIP 會員每月付款消費的前 NT$1,000，額外再享 18% 樂幣回饋。詳見 [VIP 會員的額外回饋](/help/about-jcoin/e-3)
`,
    },
    {
      id: 'e-3',
      category: 'about-jcoin',
      title: 'VIP 會員有什麼額外的樂幣回饋？',
      platform: 'both',
      body: `
VIP 會員除了店家原本的樂幣回饋，每個月付款消費的 **前 NT$1,000 額外再享 18%** 樂幣回饋。

- 額外回饋依每月累計的付款金額計算，超過 NT$1,000 的部分只享店家原本的回饋
- 每月重新累計，未用完的額度不會延到下個月
- 額外回饋的樂幣同樣從入帳當天起算 120 天內有效

想開通 VIP？請前往 [VIP 方案](/member/angelPlan)，訂閱前請先閱讀 [服務條款](/help/about-us/terms) 中的 VIP 會員條款。
`,
    },
    {
      id: 'e-4',
      category: 'about-jcoin',
      title: '樂幣的有效期限是多久？',
      platform: 'both',
      common: true,
      body: `
每一筆樂幣都從 **入帳當天起算 120 天內有效**，逾期未使用的樂幣會自動失效，無法補發。

- 不同日期獲得的樂幣，各自計算到期日
- 可在「[樂幣紀錄](/member/rewards)」上方查看各筆樂幣的到期日，每一筆回饋也可在「[回饋紀錄](/member/rewards?tab=feedback)」查看
- 樂幣提領到銀行帳戶後即轉為現金，不再受 120 天期限限制
`,
    },
    {
      id: 'e-5',
      category: 'about-jcoin',
      title: '如何使用樂幣折抵消費？',
      platform: 'both',
      body: `
在合作店家付款時，可選擇使用樂幣折抵部分金額。

1. 在付款畫面輸入消費金額
2. 開啟「使用樂幣折抵」，輸入要折抵的樂幣數量
3. 確認應付金額後完成付款，畫面顯示 **兌換成功** 即完成折抵

在店家櫃台也可以出示 [會員付款碼](/help/about-payment/d-2)，告知店家要折抵的樂幣數量。折抵紀錄可在「[使用紀錄](/member/rewards?tab=deduct)」或「[樂幣兌換](/member/redeem)」查看。
`,
    },
    {
      id: 'e-6',
      category: 'about-jcoin',
      title: '樂幣可以提領到銀行帳戶嗎？',
      platform: 'both',
      body: `
可以。在「[樂幣提領](/member/withdrawal)」可將樂幣換算成新台幣，提領到您本人名下的銀行帳戶。

1. 首次提領請先新增銀行帳戶：搜尋並選擇銀行、填寫帳號，並上傳存摺封面照片
2. 輸入要提領的樂幣數量，頁面會顯示換算後的金額與提領規則
3. 確認後送出，可在「[提領紀錄](/member/rewards?tab=withdraw)」查看進度

提領失敗時，頁面會顯示失敗原因，請依說明修正後重新申請。
`,
    },
  ],
};
