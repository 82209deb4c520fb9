/** What the API accepts as a passbook photo (it checks the bytes again): JPEG, PNG or WebP, at most `maxBytes`. */
export const PASSBOOK_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function passbookProblem(file: File, maxBytes: number): string | null {
  if (!PASSBOOK_TYPES.includes(file.type)) return '請選擇 JPEG、PNG 或 WebP 格式的照片';
  if (file.size > maxBytes) return `照片請在 ${maxBytes / 1024 / 1024} MB 以內`;
  if (file.size === 0) return '無法讀取這張照片，請換一張試試';
  return null;
}
