import type { HelpCategory } from './types';

/** f-1..f-6: the angel (joy dealer) programme — §1, §6 VIP benefits, §9. */
export const aboutAngle: HelpCategory = {
  slug: 'about-angle',
  title: '天使計畫',
  summary: '樂粉經銷、天使獎金、店家推薦與分紅提領',
  articles: [
    {
      id: 'f-1',
      category: 'about-angle',
      title: '什麼是天使計畫？',
      platform: 'both',
      common: true,
      body: `
天使計畫是樂享為熱愛分享美食的會員設計的推廣方案。加入後您就是**樂享天使（樂粉經銷）**，推薦好友與店家使用樂享，就能獲得現金回饋。

## 樂享天使可以獲得

- **天使獎金**：七層下線會員付款消費的 0.1% 現金回饋
- **店家推薦獎勵**：您推薦加入的合作店家，每月營收的千分之一（1‰）
- **分紅**：依合約參與平台分紅

加入後，會員中心會多出「樂粉經銷」、「我的組織」、「天使獎金」與「店家推薦獎勵」等選單，方便您隨時查看成果。
`,
    },
    {
      id: 'f-2',
      category: 'about-angle',
      title: '如何加入天使計畫？需要什麼資格？',
      platform: 'both',
      body: `
加入天使計畫需先成為 **VIP 會員**。尚未開通 VIP 的會員，可先至 [VIP 方案](/member/angelPlan) 訂閱。

## 加入步驟

1. 確認您已是 VIP 會員，且 VIP 資格在有效期間內
2. 前往會員中心的「[加入天使計畫](/member/join-angel)」
3. 閱讀並同意天使計畫條款，送出「[合約申請](/member/contract-request)」
4. 審核通過後會以通知告訴您，畫面會顯示 **已開通樂粉回饋**

若 VIP 資格因取消或扣款失敗而終止，天使計畫的各項回饋也會一併暫停，重新開通 VIP 後即可恢復。
`,
    },
    {
      id: 'f-3',
      category: 'about-angle',
      title: '天使獎金怎麼計算？',
      platform: 'both',
      body: `
天使獎金來自您的下線組織。您邀請的好友是第一層，好友再邀請的朋友是第二層，依此類推，**最多計算七層**。

- 每一層下線會員在合作店家付款消費，您都能獲得消費金額 **0.1% 的現金**回饋
- 獎金以現金計算，不是樂幣，因此沒有樂幣的 120 天有效期限
- 您可以在「[我的組織](/member/organize)」查看各層人數，在「[天使獎金](/member/withdrawal-record)」查看每筆獎金明細

例如第三層的朋友付款 NT$2,000，您可獲得 NT$2 的天使獎金。
`,
    },
    {
      id: 'f-4',
      category: 'about-angle',
      title: '推薦店家加入可以獲得什麼？',
      platform: 'both',
      body: `
樂享天使推薦餐廳成為樂享合作店家，店家開始營業後，您每個月可獲得該店 **每月營收千分之一（1‰）** 的店家推薦獎勵。

1. 請店家透過 [商務合作](/cooperation) 表單提出申請，並在內容中註明您的姓名與手機號碼
2. 我們與店家完成合作簽約後，推薦關係會綁定在您的帳號
3. 每月結算後，獎勵會顯示在「[店家推薦獎勵](/member/recommend)」

店家推薦獎勵僅限樂享天使，一般會員與 VIP 會員不適用。
`,
    },
    {
      id: 'f-5',
      category: 'about-angle',
      title: '什麼是分紅？',
      platform: 'both',
      body: `
分紅是樂享與樂享天使共享平台成長的方式。分紅的計算期間、比例與發放資格，以您簽署的天使計畫合約及平台公告為準。

- 分紅明細可在「[樂粉經銷](/member/dealer)」查看
- 分紅入帳後，可於「[分紅提領](/member/point-withdrawal)」申請提領至銀行帳戶
- 合約內容若有調整，我們會以通知提前告訴您
`,
    },
    {
      id: 'f-6',
      category: 'about-angle',
      title: '天使獎金、推薦獎勵與分紅如何提領？',
      platform: 'both',
      body: `
三種回饋分開提領：天使獎金在「[天使獎金](/member/withdrawal-record)」，店家推薦獎勵在「[推薦獎金提領](/member/recommend-withdrawal)」，分紅在「[分紅提領](/member/point-withdrawal)」。

## 提領前請先準備

- 綁定本人名下的銀行帳戶，並上傳存摺封面照片
- 確認帳戶戶名與會員姓名相同

## 提領方式

1. 進入對應的提領頁面，頁面上會顯示目前的提領規則與手續費
2. 輸入提領金額並確認銀行帳戶
3. 送出後可在同一頁下方的提領紀錄查看處理進度

若提領失敗，頁面會顯示銀行回覆的原因，請依說明修正帳戶資料後再試一次。
`,
    },
  ],
};
