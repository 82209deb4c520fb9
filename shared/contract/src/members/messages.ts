/** The §8 texts of comments and notifications: one part of `messages` (../catalogue.ts). */

export const memberTexts = {
  commentPostFailed: '發佈失敗',
  commentEditFailed: '修改失敗',
  noNotifications: '目前沒有通知！',
  commentNotFound: '找不到此評論',
  commentOrderNotCompleted: '用餐完成後才能評論',
  commentAlreadyPosted: '此訂位已評論過',
  notificationNotFound: '找不到此通知',
  /** Account deletion (help c-8): the proof that it is the member — the password or the code sent to their phone. */
  deleteProofRequired: '請選擇確認方式',
  deletePasswordRequired: '請輸入密碼',
  deleteCodeRequired: '請輸入驗證碼',
  deleteWrongPassword: '密碼錯誤，請再次確認',
  /** A member without a password (signed up with a social account) confirms with the SMS code. */
  deleteNoPassword: '您尚未設定密碼，請改用手機驗證碼確認',
} as const;
