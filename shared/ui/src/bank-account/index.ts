/**
 * The bank account form's pieces that the member's and the dealer's bank forms share: the
 * searchable bank list and the passbook photo picker. A subpath of @joy/ui (`@joy/ui/bank-account`)
 * rather than part of its root: the root is a federation singleton shipped whole with the shell's
 * first load, while these are bundled only into the remotes that show a bank form.
 */
export { bankMatches, foldBankText, type BankOption } from './bank-search';
export { BankPicker } from './bank-picker';
export { PassbookUpload } from './passbook-upload';
export { PASSBOOK_TYPES, passbookProblem } from './passbook-file';
