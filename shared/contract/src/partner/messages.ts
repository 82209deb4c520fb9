/** The §8 texts of the partner API (signed requests): one part of `messages` (../catalogue.ts). */

export const partnerTexts = {
  partnerKeyInvalid: '金鑰無效',
  partnerSignatureInvalid: '簽章錯誤',
  partnerTimestampInvalid: '請求時間已逾時或格式錯誤',
  partnerReplayed: '重複的請求',
} as const;
