/** The §8 texts of comments and notifications: one part of `messages` (../catalogue.ts). */

export const memberTexts = {
  commentPostFailed: '發佈失敗',
  commentEditFailed: '修改失敗',
  noNotifications: '目前沒有通知！',
  commentNotFound: '找不到此評論',
  commentOrderNotCompleted: '用餐完成後才能評論',
  commentAlreadyPosted: '此訂位已評論過',
  notificationNotFound: '找不到此通知',
} as const;
