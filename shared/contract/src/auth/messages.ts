/** The §8 texts of accounts, login and verification: one part of `messages` (../catalogue.ts). */

export const authTexts = {
  loginFailed: '登入失敗',
  wrongCredentials: '帳號或密碼錯誤',
  accountDeleted: '您的帳號已刪除，如有疑問請洽客服',
  accountProtected: '您的帳號尚在保護中，無法重新註冊，如有疑問請洽客服',
  codeValidationFailed: '驗證失敗，請再次確認',
  invalidPhoneChoice: '所選擇的電話無效',
  wrongCode: '驗證碼錯誤',
  /** The right code of one that was used, replaced by a newer one, timed out or tried too often. */
  codeExpired: '驗證碼已失效，請重新發送',
  /** After repeated failed logins of a phone, each further try needs the captcha answered. */
  captchaRequired: '請先完成驗證，再重新登入',
  invalidInviteCode: '邀請碼無效',
  phoneAlreadyBound: '該手機號碼已被綁定',
  phoneNotVerified: '手機尚未驗證',
  wrongOldPassword: '舊密碼錯誤',
  loginSuccess: '登入成功',
} as const;
