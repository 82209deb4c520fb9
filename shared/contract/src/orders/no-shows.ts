/**
 * The diner's side of the no-show record (issue 28; the rules: no-show-rules.ts): the member's
 * marks with their standing, and the dispute of one — by the member, or by a guest through the
 * booking's result link (the order's public id, as the guest's cancel). Bodies, replies, texts
 * and the calls, one set for the API, the member page and the documentation.
 */
import { NO_SHOW_STATUSES, noShowLimits } from './no-show-rules';

export const noShowMessages = {
  disputeReasonRequired: '請說明申訴原因',
  disputeReasonTooShort: `申訴原因請至少寫 ${noShowLimits.disputeReasonMin} 個字`,
  disputeReasonTooLong: `申訴原因請在 ${noShowLimits.disputeReasonMax} 字以內`,
  noShowNotFound: '找不到這筆未到紀錄',
  alreadyDisputed: '這筆未到紀錄已經申訴過了',
  notDisputable: '店家已回覆這筆未到紀錄，無法再申訴',
  disputeTooLate: '未到紀錄超過 30 天，已無法申訴',
  disputeSent: '已送出申訴，店家回覆後會通知您',
  /** The member page. */
  pageTitle: '未到紀錄',
  empty: '沒有未到紀錄',
} as const;

/** The words of a mark's status as the diner reads them. */
export const NO_SHOW_STATUS_LABELS: Readonly<Record<(typeof NO_SHOW_STATUSES)[number], string>> = {
  standing: '未到',
  disputed: '申訴中',
  withdrawn: '店家已撤銷',
  upheld: '店家維持未到',
};

