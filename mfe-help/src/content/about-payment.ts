import type { HelpCategory } from './types';

/** d-1..d-4: paying at partner stores — §1, §9 card types, §2 payment record. */
export const aboutPayment: HelpCategory = {
  slug: 'about-payment',
  title: '付款相關',
  summary: '到店付款、付款方式、付款紀錄與退款',
  articles: [
    {
      id: 'd-1',
      category: 'about-payment',
      title: '如何在合作店家付款？',
      platform: 'app',
      common: true,
      body: `
到店付款請使用樂享 App，付款完成即可獲得樂幣回饋。

1. 開啟樂享 App 並登入會員
2. 點選「付款」，掃描店家櫃台的樂享 QR Code
3. 輸入消費金額，需要時可選擇使用樂幣折抵
4. 確認店家名稱與金額無誤後完成付款，請將付款成功畫面出示給店家

付款成功後，樂幣會依店家回饋比例入帳，最高可達 20%。還沒有 App？請前往 [下載 App](/download)。
`,
    },
    {
      id: 'd-2',
      category: 'about-payment',
      title: '支援哪些付款方式？',
      platform: 'both',
      body: `
目前支援 **Visa** 與 **Master** 信用卡，VIP 方案的訂閱扣款也使用同一張信用卡。

- 卡號 4 開頭為 Visa，5 開頭為 Master，系統會自動辨識
- 請使用本人名下的有效信用卡
- 也可以搭配樂幣折抵部分金額

## 在櫃台出示會員付款碼

在合作店家結帳時，也可以出示會員付款碼，店家掃描後即記錄這筆消費，樂幣回饋自動入帳。

1. 登入後前往「[樂幣紀錄](/member/rewards)」，頁面上方即是 **會員付款碼**
2. 將 QR Code 或條碼出示給店家掃描；無法掃描時，可唸出條碼下方的號碼，或按「複製付款碼」
3. 需要折抵時，請告知店家要使用的樂幣數量，1 樂幣可折抵新台幣 1 元

付款碼是您的專屬代碼，請勿截圖分享給他人。付款完成後會收到付款通知，回饋可在「[回饋紀錄](/member/rewards?tab=feedback)」查看。
`,
    },
    {
      id: 'd-3',
      category: 'about-payment',
      title: '哪裡可以查看付款紀錄？',
      platform: 'both',
      body: `
登入後前往「[付款紀錄](/member/history/payment-record)」，可查看每一筆付款的店家、金額、使用的樂幣與獲得的樂幣，點選單筆紀錄可看付款明細。

付款完成後，也可以從付款紀錄為這次消費 **留下評論**，分享您的用餐體驗。
`,
    },
    {
      id: 'd-4',
      category: 'about-payment',
      title: '付款金額有誤或需要退款怎麼辦？',
      platform: 'both',
      body: `
若付款金額輸入錯誤或需要退款，請先向店家說明，並透過 [聯絡我們](/contact) 提供以下資料，客服會協助處理：

- 付款日期與時間
- 店家名稱與付款金額
- 付款明細畫面截圖

退款完成後，這筆付款獲得與折抵的樂幣，會依實際退款金額調整，調整結果可在「[樂幣紀錄](/member/rewards)」查看。
`,
    },
  ],
};
