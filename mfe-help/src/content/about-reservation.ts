import { DINER_ACTION_WORDS, messages, ORDER_STATUS_WORDS, ORDER_STATUSES, type OrderStatus } from '@joy/contract';
import type { HelpCategory } from './types';

const status = ORDER_STATUS_WORDS;
const { keep, cancel } = DINER_ACTION_WORDS;

/** Each status as the order pages name it and what it means for the diner (the contract's status table), cancelled last. */
const listed: OrderStatus[] = [...ORDER_STATUSES.filter((s) => s !== 0), 0];
const statusList = listed.map((s) => `- **${status[s].name}**：${status[s].meaning}`).join('\n');

/** b-1..b-6: table booking — §1 guest booking, §2 booking steps, §4 statuses, §8 results and blacklist. Status words come from the contract's status table. */
export const aboutReservation: HelpCategory = {
  slug: 'about-reservation',
  title: '訂位相關',
  summary: '線上訂位、訪客訂位、保留取消、未到與評論',
  articles: [
    {
      id: 'b-1',
      category: 'about-reservation',
      title: '如何線上訂位？',
      platform: 'both',
      common: true,
      body: `
樂享提供 **24 小時線上訂位**，隨時都能預約想吃的餐廳。

1. 在店家頁面的訂位區塊，選擇日期、人數與時段
2. 點選「立即訂位」，填寫訂位人資料與備註
3. 在「確認」步驟核對店家、日期、時段與人數
4. 送出後進入「完成」步驟，畫面顯示「${status[1].successPage.title}」，表示${status[1].meaning}

會員可在「[訂位紀錄](/member/history)」查看訂位明細與狀態，餐廳確認或異動時也會發送通知給您。

## 訂位狀態

${statusList}
`,
    },
    {
      id: 'b-2',
      category: 'about-reservation',
      title: '沒有會員也可以訂位嗎？',
      platform: 'web',
      common: true,
      body: `
可以。在樂享網頁版，訪客不用註冊也能訂位，只要在訂位時填寫：

- 姓名
- 性別
- 電子信箱
- 手機號碼（09 開頭的 10 位數字）

送出後，我們會以簡訊將「訂位結果」連結傳到您的手機，並寄一封訂位通知信到您填寫的電子信箱（附行事曆檔，可加入您的行事曆），隨時可查看這筆訂位的狀態；之後餐廳確認或取消訂位、標記入座、未到或用餐完成時，也會寄信通知您。不過訪客訂位無法在會員中心查看訂位紀錄，也不會累積樂幣，建議 [註冊會員](/sign-up) 享有完整服務。樂享 App 則需登入會員後才能訂位。
`,
    },
    {
      id: 'b-3',
      category: 'about-reservation',
      title: '如何保留或取消訂位？',
      platform: 'both',
      common: true,
      body: `
店家有時會請您確認是否保留訂位。請在 **訂位時間之前** 到「[訂位紀錄](/member/history)」點選該筆訂位：

- 點選「${keep.label}」，畫面顯示 **${messages.orderHeld}** 即完成：${status[4].meaning}
- 點選「${cancel.label}」，畫面顯示 **${messages.orderCancelled}** 即完成：${status[0].meaning}

訂位時間過後就無法再保留或取消。若行程有變，請盡早取消，讓其他客人也能訂到位子。
`,
    },
    {
      id: 'b-4',
      category: 'about-reservation',
      title: `訂位後沒有到店（${status[6].name}）會怎樣？`,
      platform: 'both',
      body: `
若您訂位後沒有取消、也沒有在訂位時間到店，店家可將這筆訂位標記為 **${status[6].name}**。

- ${status[6].name}紀錄會顯示在您的訂位紀錄中
- 多次${status[6].name}的會員，可能被店家列入黑名單，之後將無法在該店線上訂位

臨時無法赴約時，請務必在訂位時間前取消訂位。
`,
    },
    {
      id: 'b-5',
      category: 'about-reservation',
      title: '為什麼訂位時顯示我被列入黑名單？',
      platform: 'both',
      body: `
若您在某家店有多次未到或違規紀錄，店家可以將您列入黑名單。被列入黑名單後，在該店訂位時會出現黑名單提示視窗，無法完成線上訂位。

- 黑名單只限於該店家，其他店家仍可正常訂位
- 如有疑問或想申請解除，請直接與店家聯繫，或透過 [聯絡我們](/contact) 告訴我們
`,
    },
    {
      id: 'b-6',
      category: 'about-reservation',
      title: '用餐後如何留下評論？',
      platform: 'both',
      body: `
完成用餐或付款後，就可以為這次消費留下評論。

1. 在「[訂位紀錄](/member/history)」或「[付款紀錄](/member/history/payment-record)」點選該筆紀錄
2. 點選「撰寫評論」
3. 為四個細項與整體體驗評分，寫下您的心得，也可以上傳照片
4. 點選「發佈」，顯示 **發佈完成** 即完成

已發佈的評論可在「[我的評論](/member/comments)」修改或刪除。
`,
    },
  ],
};
