/**
 * Bank search as a member types it: 台 and 臺 are one character to a reader (臺灣銀行 is found
 * by 台灣), so both the keyword and the bank's name are folded to 台 before comparing; full-width
 * digits and letters are folded too (NFKC), and case is ignored.
 */
export interface BankOption {
  code: string;
  name: string;
}

export const foldBankText = (text: string): string => text.normalize('NFKC').replace(/臺/g, '台').toLowerCase().trim();

/** Whether a bank matches the keyword by code or name; an empty keyword matches every bank. */
export function bankMatches(bank: BankOption, keyword: string): boolean {
  const k = foldBankText(keyword);
  return !k || bank.code.includes(k) || foldBankText(bank.name).includes(k);
}
