import { DINER_ACTION_WORDS, messages, OCCASIONS, SEARCH_FREE_TIMES, SEARCH_TIME_WINDOW_MINUTES, searchPeriods, ORDER_STATUS_WORDS, WAITLIST_HOLD_MINUTES, ORDER_STATUSES, REMINDER_DAY_BEFORE_AT, REMINDER_HOURS_BEFORE, REMINDER_WORDS, type OrderStatus } from '@joy/contract';
import type { HelpCategory } from './types';
import { houseRulesArticle } from './house-rules-help';
import { noShowArticle } from './no-show-help';
import { drawArticle } from './draw-help';
import { depositArticle } from './deposit-help';

const status = ORDER_STATUS_WORDS;
const { keep, cancel } = DINER_ACTION_WORDS;
/** A store's default change cut-off (stores.change_cutoff_minutes, 120): the store may set another. */
const CHANGE_CUTOFF_HOURS = 2;

/** Each status as the order pages name it and what it means for the diner (the contract's status table), cancelled last. */
const listed: OrderStatus[] = [...ORDER_STATUSES.filter((s) => s !== 0), 0];
const statusList = listed.map((s) => `- **${status[s].name}**：${status[s].meaning}`).join('\n');

/**
 * b-1..b-6: table booking — §1 guest booking, §2 booking steps, §4 statuses, §8 results and
 * blacklist, and the diner's own changes (issue 23): the guest's result link with its SMS code,
 * the member's 訂位紀錄, the change cut-off, the reminders and the e-mails. Status words come
 * from the contract's status table, reminder words and times from its reminder settings.
 */
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
2. 點選「立即訂位」，填寫訂位人資料；也可以選擇用餐目的（${OCCASIONS.join('、')}）、填寫飲食禁忌與過敏（例如：不吃牛、花生過敏）、選擇座位偏好（餐廳有提供座位區時）與兒童座椅數量，並留下備註
3. 在「確認」步驟核對店家、日期、時段、人數與您的特殊需求
4. 送出後進入「完成」步驟，畫面顯示「${status[1].successPage.title}」，表示${status[1].meaning}

若您在同一家餐廳、前後 2 小時內已有一筆訂位，送出時會先詢問「您已有 … 的訂位，仍要再訂嗎？」：確定要再訂一筆請按「仍要訂位」，否則按「取消」。

送出後，會員會收到站內通知，訪客會收到附「訂位結果」連結的簡訊；若您留有電子信箱，我們也會寄一封訂位確認信，附上行事曆檔，可直接加入您的行事曆。之後餐廳確認或取消、您自己更改或取消訂位時，也都會再通知您。

## 找有空位的餐廳

不確定哪家還有位子？可以一次查詢多家餐廳的空位：

1. 在首頁或 [搜尋](/search) 頁的「找空位」選擇日期、時間與人數，或在 [找餐廳](/store) 點選「篩選」，選好用餐人數與日期後再選「用餐時間」
2. 時間可選「${searchPeriods.lunch.label}」（${searchPeriods.lunch.from}–${searchPeriods.lunch.to}）、「${searchPeriods.dinner.label}」（${searchPeriods.dinner.from}–${searchPeriods.dinner.to}）、「${searchPeriods.any.label}」，或指定整點、半點的時間（前後 ${SEARCH_TIME_WINDOW_MINUTES / 60} 小時內）
3. 列表只會顯示那段時間還有足夠座位的餐廳，每間餐廳卡片下方列出最多 ${SEARCH_FREE_TIMES} 個可訂的時段
4. 點選時段，就會帶著餐廳、日期、時間與人數進入訂位步驟，不必再選一次
5. 想吃的餐廳那時已客滿？在「篩選」選好用餐時間後勾選「也列出已客滿、可候補的餐廳」，卡片會以虛線按鈕列出可候補的時段（例如「候補 19:00」），點選後即可加入候補，有人取消時會依序通知您，並為您保留 ${WAITLIST_HOLD_MINUTES} 分鐘確認

可以和地區、料理類型、關鍵字等條件一起使用；若沒有餐廳有空位，試試其他時間、日期或人數。超過餐廳可接受人數的大型聚餐，請直接來電詢問。

想知道餐廳在哪裡？在 [找餐廳](/store) 上方按「地圖」，同樣的條件與結果會改以地圖顯示，位置相近的餐廳會合併成一個數字，點一下即可放大；點選餐廳標記可看到評分、每人約略消費與可訂的時段，點店名就能進入餐廳頁。地圖暫時無法顯示時，會改列出每間餐廳的地址與 Google 地圖連結。

關鍵字除了店名、地址與料理類型，也能搜尋菜色（例如「牛肉麵」「小籠包」，會找到菜單上有這道菜的餐廳），以及料理的英文名稱（例如「hot pot」找到火鍋、「japanese」找到日式料理，大小寫皆可）。輸入時的建議清單也會列出「菜色」，點選即可搜尋。餐廳頁的「菜單」分頁列出招牌菜與各分類的菜色和價格。

會員可在「[訂位紀錄](/member/history)」查看訂位明細與狀態；訪客請使用簡訊中的「訂位結果」連結。要更改日期、時段或人數，或取消訂位，請見 [如何保留、更改或取消訂位？](/help/about-reservation/b-3)。

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

送出後，我們會以簡訊將「訂位結果」連結傳到您的手機，並寄一封訂位確認信到您填寫的電子信箱（附行事曆檔，可加入您的行事曆）。打開連結就能隨時查看這筆訂位的狀態，也可以直接在連結頁面：

- 點選「更改訂位」更改日期、時段或人數：為確認是您本人，需輸入傳送到訂位手機的簡訊驗證碼
- 點選「${cancel.label}」，確認後即取消

詳細步驟與期限請見 [如何保留、更改或取消訂位？](/help/about-reservation/b-3)。之後餐廳確認或取消訂位、標記入座、未到或用餐完成時，我們也會以簡訊與電子郵件通知您；用餐前還會以簡訊提醒您。

不過訪客訂位無法在會員中心查看訂位紀錄，也不會累積樂幣，建議 [註冊會員](/sign-up) 享有完整服務。樂享 App 則需登入會員後才能訂位。
`,
    },
    {
      id: 'b-3',
      category: 'about-reservation',
      title: '如何保留、更改或取消訂位？',
      platform: 'both',
      common: true,
      body: `
## 會員：在訂位紀錄操作

到「[訂位紀錄](/member/history)」點選該筆訂位：

- 點選「${keep.label}」，畫面顯示 **${messages.orderHeld}** 即完成：${status[4].meaning}
- 點選「更改訂位」，選擇新的日期、時段與人數後點選「確認更改」，顯示 **${messages.changed}** 並出現更改後的訂位即完成
- 點選「${cancel.label}」，畫面顯示 **${messages.orderCancelled}** 即完成（取消前會先請您確認）：${status[0].meaning}

## 訪客：在「訂位結果」連結操作

打開簡訊中的「訂位結果」連結（訂位確認信中也有）：

1. 點選「更改訂位」，選擇新的日期、時段與人數
2. 點選「傳送驗證碼」，驗證碼會以簡訊傳到訂位時填寫的手機（畫面只顯示部分號碼）；沒收到的話，倒數結束後可重新傳送
3. 輸入 6 位數驗證碼，點選「確認更改」，顯示 **${messages.changed}** 並出現更改後的訂位即完成

更改一定要輸入驗證碼，就算連結被轉傳，別人也無法更改您的訂位。要取消時，點選「${cancel.label}」，在「確定取消訂位？」視窗點選「確定取消訂位」即可。

## 更改與取消的期限

- 更改日期、時段或人數：最晚在 **訂位時間前 ${CHANGE_CUTOFF_HOURS} 小時**（各餐廳的規定可能不同）。超過後畫面會顯示「${messages.changeCutoffPassed}」，請直接打電話給餐廳
- 保留與取消：在 **訂位時間之前** 都可以，訂位時間過後就無法再保留或取消
- 新的時段已客滿時，畫面會顯示「${messages.slotFull}」，原本的訂位不受影響，請改選其他時段
- 更改日期、時段或增加人數後，需要餐廳重新確認，狀態會回到 **${status[1].name}**；只減少人數則維持原本的狀態

若行程有變，請盡早更改或取消，讓其他客人也能訂到位子。

## 訂位提醒

我們會在 **用餐前一天 ${REMINDER_DAY_BEFORE_AT}** 與 **訂位時間前 ${REMINDER_HOURS_BEFORE} 小時** 提醒您：

- 訪客：以簡訊提醒
- 會員：以站內通知提醒，並同時傳送簡訊；不需要簡訊的話，可到「[帳號設定](/member/settings)」關閉「${REMINDER_WORDS.smsSetting}」

提醒中附有「${REMINDER_WORDS.confirm}」與「${REMINDER_WORDS.cancel}」連結。打開「${REMINDER_WORDS.confirm}」後按下頁面上的「${REMINDER_WORDS.confirm}」按鈕（會員為「${keep.label}」），餐廳就知道您會準時到；打開「${REMINDER_WORDS.cancel}」會先詢問是否確定取消，按下確定後才會取消。已取消的訂位不會再收到提醒。
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
- ${status[6].name}紀錄會計入訂位時的手機號碼，次數多時之後的訂位需以信用卡擔保；紀錄有誤可以申訴，見 [未到紀錄與申訴](/help/about-reservation/no-show-record)
- 多次${status[6].name}的會員，可能被店家列入黑名單，之後將無法在該店線上訂位

用餐前一天與訂位時間前，我們都會提醒您（見 [如何保留、更改或取消訂位？](/help/about-reservation/b-3)）。臨時無法赴約時，請務必在訂位時間前取消訂位，或在期限內更改時段。
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
    houseRulesArticle,
    noShowArticle,
    drawArticle,
    depositArticle,
  ],
};
