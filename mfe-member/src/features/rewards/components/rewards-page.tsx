import styled from 'styled-components';
import { ErrorState } from '@joy/ui';
import { MemberPage } from '../../../components/member-page';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useCoinBalance } from '../../../lib/get-coin-balance';
import { BalanceCard } from './balance-card';
import { CoinLots } from './coin-lots';
import { CoinRecords } from './coin-records';

const Sections = styled.div`
  h2 { font-size: 1.15rem; margin: 0 0 8px; }
`;

function Wallet() {
  const { data, error, isLoading, mutate } = useCoinBalance();
  if (isLoading) return <ListSkeleton rows={2} height={140} />;
  if (error || !data) return <ErrorState onRetry={() => void mutate()} />;
  return (
    <>
      <BalanceCard coin={data} />
      <CoinLots lots={data.lots} />
    </>
  );
}

/** /member/rewards: balance, lots with their expiry, the pay code, and the coin records by tab. */
export function RewardsPage() {
  return (
    <MemberPage title="樂幣紀錄">
      <Sections>
        <Wallet />
        <CoinRecords />
      </Sections>
    </MemberPage>
  );
}
