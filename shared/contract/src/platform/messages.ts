/** The §8 texts of the framework and the platform, and the success texts every page shares: one part of `messages` (../catalogue.ts). */

export const platformTexts = {
  operationFailed: '操作失敗',
  failed: '失敗',
  pleaseLogin: '請登入或是登入失敗',
  setSuccess: '設定成功',
  created: '新增成功',
  deleted: '刪除成功',
  applicationSent: '已送出申請',
  redeemed: '兌換成功',
  changed: '變更成功',
  joined: '加入成功',
  settingsSaved: '設定已儲存',
  published: '發佈完成',
  edited: '修改完成',
  rewardActivated: '已開通樂粉回饋',
  /** Staff: no dead outbox message with that id. */
  outboxMessageNotFound: '找不到此待重送的訊息',
  notFound: 'This page could not be found',
  pageNotFound: '找不到這個頁面',
  maintenance: '系統維護中，請稍候再試',
  unknownMiddleware: 'Unknown middleware',
  serverBusy: '系統忙碌中，請稍後再試',
  validationFailed: '資料格式不正確',
  tooManyRequests: '請求過於頻繁，請稍後再試',
} as const;
