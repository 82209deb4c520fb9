import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { messages, type MemberBank } from '@joy/contract';
import { toast } from '@joy/bus';
import { Button, Dialog } from '@joy/ui';
import { deleteMemberBank } from '../api/member-banks';
import { errorText } from '../lib/error-text';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Account = styled.li<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  label { flex: 1; display: flex; gap: 10px; align-items: flex-start; cursor: pointer; }
  input { margin-top: 4px; width: 18px; height: 18px; accent-color: ${({ theme }) => theme.color.primary}; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; }
`;

const Delete = styled.button`
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.danger};
  min-height: 40px;
  padding: 0 8px;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Confirm = styled.div`
  text-align: center;
  p { margin: 0; }
  div { display: flex; gap: 12px; justify-content: center; margin-top: 16px; }
`;

const accountName = (bank: MemberBank) => `${bank.bank_name} ${bank.account_number_masked}`;

interface Props {
  banks: MemberBank[];
  chosen: number | null;
  onChoose: (id: number) => void;
  onDeleted: () => void;
}

/** The member's bank accounts to choose from (a radio group), each deletable after a confirmation. */
export function BankAccounts({ banks, chosen, onChoose, onDeleted }: Props) {
  const [deleting, setDeleting] = useState<MemberBank | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setDeleting(null), []);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteMemberBank(deleting.id);
      toast(messages.deleted, 'success');
      onDeleted();
    } catch (error) {
      toast(errorText(error), 'failure');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <>
      <List role="radiogroup" aria-label="提領帳戶">
        {banks.map((bank) => (
          <Account key={bank.id} $chosen={bank.id === chosen}>
            <label>
              <input type="radio" name="member-bank" value={bank.id} checked={bank.id === chosen} onChange={() => onChoose(bank.id)} />
              <span>
                <strong>
                  {bank.bank_code} {bank.bank_name}
                </strong>
                <small>
                  {bank.branch}・{bank.account_name}・{bank.account_number_masked}
                </small>
                {bank.has_pending_withdrawal && <small>有處理中的提領，完成後才能刪除</small>}
              </span>
            </label>
            <Delete type="button" disabled={bank.has_pending_withdrawal} aria-label={`刪除 ${accountName(bank)}`} onClick={() => setDeleting(bank)}>
              刪除
            </Delete>
          </Account>
        ))}
      </List>
      <Dialog open={Boolean(deleting)} title="確定要刪除此帳戶嗎？" onClose={close}>
        <Confirm>
          <p>{deleting && accountName(deleting)}</p>
          <div>
            <Button type="button" $variant="ghost" onClick={close}>
              返回
            </Button>
            <Button type="button" disabled={busy} onClick={() => void confirmDelete()}>
              確定刪除
            </Button>
          </div>
        </Confirm>
      </Dialog>
    </>
  );
}
