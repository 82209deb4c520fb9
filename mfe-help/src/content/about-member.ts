import type { HelpCategory } from './types';

/** c-1..c-8: membership — §1, §5 phone and password rules, §8 messages, §9 retention. */
export const aboutMember: HelpCategory = {
  slug: 'about-member',
  title: '會員相關',
  summary: '註冊登入、密碼、邀請碼、通知與刪除帳號',
  articles: [
    {
      id: 'c-1',
      category: 'about-member',
      title: '如何註冊成為會員？',
      platform: 'both',
      common: true,
      body: `
只要一支手機就能註冊樂享會員。

1. 點選右上角「登入 / 註冊」，選擇「註冊」
2. 輸入手機號碼：請填寫 **09 開頭的 10 位數字**，例如 0912345678
3. 點選「取得驗證碼」，輸入簡訊收到的驗證碼
4. 填寫姓名並設定密碼，密碼至少 **6 個字元**
5. 若有好友的邀請碼，可一併填寫（選填）

註冊完成後會自動登入。若畫面顯示 **該手機號碼已被綁定**，代表這支手機已經註冊過，請直接登入或使用 [忘記密碼](/request-password-reset)。
`,
    },
    {
      id: 'c-2',
      category: 'about-member',
      title: '忘記密碼或想修改密碼怎麼辦？',
      platform: 'both',
      body: `
## 忘記密碼

1. 在登入畫面點選「忘記密碼」
2. 輸入註冊的手機號碼並取得驗證碼
3. 輸入驗證碼後設定新密碼，再輸入一次確認

## 修改密碼

登入後前往「[帳號設定](/member/settings)」，輸入舊密碼與新密碼即可。若顯示 **舊密碼錯誤**，請確認後再試一次。

## 密碼規則

- 至少 6 個字元，空白會自動移除
- 兩次輸入的密碼必須相同，否則會顯示「兩次密碼不符，請確認」
`,
    },
    {
      id: 'c-3',
      category: 'about-member',
      title: '可以用 Facebook、Google 或 Apple 帳號登入嗎？',
      platform: 'both',
      body: `
可以。在登入畫面選擇 **Facebook**、**Google** 或 **Apple** 即可快速登入。

- 第一次使用社群帳號登入時，需要綁定手機號碼並完成簡訊驗證
- 若手機號碼已綁定其他社群帳號，畫面會提示您改用原本的方式登入
- 社群登入後可選擇設定密碼，之後也能用手機號碼加密碼登入；不想設定也可以直接略過
`,
    },
    {
      id: 'c-4',
      category: 'about-member',
      title: '邀請碼怎麼使用？',
      platform: 'both',
      common: true,
      body: `
每位會員都有專屬邀請碼，可在「[邀請碼](/member/invitationCode)」查看與分享。

1. 好友註冊時，在「邀請碼」欄位填入您的邀請碼
2. 好友在合作店家完成 **第一次付款**
3. 您與好友 **各得 50 樂幣**

- 邀請獎勵屬於 **VIP 會員**權益，邀請人需為 VIP 會員
- 邀請碼只能在註冊時填寫，註冊後無法補填
- 若顯示 **邀請碼無效**，請確認大小寫與字元是否正確
- 獲得的樂幣從入帳當天起算 120 天內有效
`,
    },
    {
      id: 'c-5',
      category: 'about-member',
      title: '通知會保留多久？',
      platform: 'both',
      body: `
訂位、付款、提領與平台公告等通知，會保留 **3 個月**，超過 3 個月的通知會自動移除。

- 點選畫面上方的鈴鐺即可查看所有通知
- 沒有任何通知時，會顯示「目前沒有通知！」
- 重要的訂位與付款資料不受影響，仍可在「[訂位紀錄](/member/history)」與「[付款紀錄](/member/history/payment-record)」查看
`,
    },
    {
      id: 'c-6',
      category: 'about-member',
      title: '如何修改會員資料與頭像？',
      platform: 'both',
      body: `
前往「[帳號設定](/member/settings)」可修改暱稱、生日、地址與自我介紹等資料，修改後點選「儲存」，顯示 **設定已儲存** 即完成。

更換頭像請點選目前的頭像，選擇照片後可拖曳、縮放裁切範圍，確認後即會更新。

手機號碼是您的登入帳號，如需更換，請透過 [聯絡我們](/contact) 與客服聯繫。
`,
    },
    {
      id: 'c-7',
      category: 'about-member',
      title: '我的會員資料會保存多久？',
      platform: 'both',
      body: `
為了提供服務與處理消費爭議，您的會員資料與交易紀錄在帳號停止使用或刪除後，會依法保存 **3 年**，期滿後即刪除或匿名化處理。

- 通知保留 3 個月
- 保存期間內，資料僅用於法令要求、爭議處理與會計作業，不會用於行銷
- 詳細內容請參考 [隱私權政策](/help/about-us/privacy-policy)
`,
    },
    {
      id: 'c-8',
      category: 'about-member',
      title: '如何刪除帳號？刪除後會怎麼樣？',
      platform: 'both',
      common: true,
      body: `
## 刪除前請先確認

- 尚未使用的 **樂幣會全部失效**，且無法恢復或提領，請先使用或提領
- 若您是 VIP 會員，請先在 [VIP 方案](/member/angelPlan) 取消續訂；已扣款的 VIP 費用恕不退費
- 若您是樂享天使，請先提領天使獎金、推薦獎勵與分紅
- 尚未到期的訂位請先取消，以免被記錄為未到

## 刪除步驟

1. 登入後前往「[帳號設定](/member/settings)」
2. 點選最下方的「刪除帳號」
3. 閱讀注意事項，輸入手機驗證碼確認

## 刪除之後

- 您將無法再登入，使用這個帳號登入時會顯示「您的帳號已刪除，如有疑問請洽客服」
- 帳號刪除後有一段保護期間，期間內無法用同一支手機重新註冊，會顯示「您的帳號尚在保護中，無法重新註冊，如有疑問請洽客服」
- 會員資料依法保存 3 年後刪除，詳見 [我的會員資料會保存多久？](/help/about-member/c-7)
`,
    },
  ],
};
