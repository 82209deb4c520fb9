import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api, useAuth } from '@joy/auth';
import { useLiveRevalidate } from '@joy/ui/live';

/** GET /v2/member/bank/list?source=member: the member's own accounts for coin withdrawals. */
export const memberBanksKey = ['member-banks', 'member'] as const;
export const getMemberBanks = () => api.call(endpoints.memberBankList, { query: { source: 'member' } });
export function useMemberBanks() {
  const token = useAuth((s) => s.token);
  const banks = useSWR(token ? memberBanksKey : null, getMemberBanks);
  // A withdrawal paid out or failed may free an account for deletion.
  useLiveRevalidate(['withdrawal'], token ? banks.mutate : null);
  return banks;
}

/** DELETE /v2/member/bank/{id}: refused (with the reason) while a withdrawal to it is pending. */
export const deleteMemberBank = (id: number) => api.call(endpoints.memberBankDelete, { params: { id } });

export interface NewBankAccount {
  bank_code: string;
  branch: string;
  account_name: string;
  account_number: string;
  birthday: string;
  passbook: File;
}

/** POST /v2/member/bank/create (multipart, the passbook photo in `passbook`). */
export function createMemberBank(account: NewBankAccount) {
  const form = new FormData();
  form.append('source', 'member');
  form.append('bank_code', account.bank_code);
  form.append('branch', account.branch);
  form.append('account_name', account.account_name);
  form.append('account_number', account.account_number);
  form.append('birthday', account.birthday);
  form.append('passbook', account.passbook, account.passbook.name || 'passbook.jpg');
  return api.call(endpoints.memberBankCreate, { body: form });
}
