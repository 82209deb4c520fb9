import { useState } from 'react';
import styled from 'styled-components';
import { type MemberBank } from '@joy/contract';
import { Button, Card, ErrorState, formatNumber, media } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useCoinBalance } from '../../../lib/get-coin-balance';
import { useMemberBanks } from '../api/member-banks';
import { BankAccountModal } from './bank-account-modal';
import { BankAccounts } from './bank-accounts';
import { WithdrawForm } from './withdraw-form';

const Box = styled(Card)`
  padding: 20px;
  margin-bottom: 16px;
  ${media.tablet} { padding: 24px; }
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
`;

const Balance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  strong { display: block; font-size: 2rem; color: ${({ theme }) => theme.color.primaryDark}; }
`;

const Empty = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
`;

function Withdrawal() {
  const coin = useCoinBalance();
  const banks = useMemberBanks();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  if (coin.isLoading || banks.isLoading) return <ListSkeleton rows={3} height={120} />;
  if (coin.error || banks.error || !coin.data || !banks.data) {
    return (
      <ErrorState
        onRetry={() => {
          void coin.mutate();
          void banks.mutate();
        }}
      />
    );
  }
  const list = banks.data;
  const chosen: MemberBank | null = list.find((b) => b.id === chosenId) ?? list[0] ?? null;

  return (
    <>
      <Box>
        <Balance>
          可提領樂幣
          <strong>{formatNumber(coin.data.balance)}</strong>
        </Balance>
      </Box>
      <Box as="section" aria-labelledby="bank-title">
        <h2 id="bank-title">提領帳戶</h2>
        {list.length === 0 ? (
          <Empty role="status">尚未新增銀行帳戶，請先新增一個帳戶以便撥款。</Empty>
        ) : (
          <BankAccounts
            banks={list}
            chosen={chosen?.id ?? null}
            onChoose={setChosenId}
            onDeleted={() => {
              setChosenId(null);
              void banks.mutate();
            }}
          />
        )}
        <Button type="button" $variant="ghost" onClick={() => setAdding(true)}>
          ＋ 新增銀行帳戶
        </Button>
      </Box>
      <Box>
        <WithdrawForm balance={coin.data.balance} bank={chosen} onWithdrawn={() => void Promise.all([coin.mutate(), banks.mutate()])} />
      </Box>
      <BankAccountModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(bank) => {
          setChosenId(bank.id);
          void banks.mutate((current) => [...(current ?? []).filter((b) => b.id !== bank.id), bank], { revalidate: false });
        }}
      />
    </>
  );
}

/** /member/withdrawal: withdraw joy coins to one of the member's bank accounts. */
export function WithdrawalPage() {
  return (
    <MemberPage title="樂幣提領">
      <Withdrawal />
    </MemberPage>
  );
}
