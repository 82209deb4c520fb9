import styled from 'styled-components';
import { Card, EmptyState, ErrorState, Loading, Page, formatNumber, media } from '@joy/ui';
import { useDealerPrograms } from '../api/get-dealer-programs';

const Plans = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 16px;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
`;

const Plan = styled(Card).attrs({ as: 'li' })`
  padding: 20px;
  h2 { margin: 0 0 4px; }
  strong { font-size: 1.6rem; color: ${({ theme }) => theme.color.primary}; }
`;

/** §9: subscription program id 1 is monthly, every other program yearly. */
export const periodLabel = (programId: number) => (programId === 1 ? '月' : '年');

const Benefits = styled.ul`
  padding-left: 20px;
  color: ${({ theme }) => theme.color.muted};
`;

export function AngelPlanPage() {
  const { data, error, isLoading, mutate } = useDealerPrograms();
  return (
    <Page>
      <h1>VIP 方案</h1>
      <Benefits>
        <li>每月付款消費前 1,000 元，額外享 18% 樂幣回饋</li>
        <li>邀請好友首次付款，雙方各得 50 樂幣</li>
        <li>推薦店家，享該店每月營收千分之一</li>
        <li>天使獎金：七層下線消費 0.1% 現金回饋</li>
      </Benefits>
      {isLoading && <Loading />}
      {error && <ErrorState onRetry={() => void mutate()} />}
      {data && data.length === 0 && <EmptyState message="目前沒有可訂閱的方案" />}
      {data && data.length > 0 && (
        <Plans>
          {data.map((program) => (
            <Plan key={program.id}>
              <h2>{program.name}</h2>
              <p>
                <strong>NT$ {formatNumber(program.price)}</strong> / {periodLabel(program.id)}
              </p>
              <p>{program.description}</p>
            </Plan>
          ))}
        </Plans>
      )}
      <p>
        須年滿 18 歲（未成年須經法定代理人同意）並綁定有效信用卡。每期 30 天，於購買時及續約前 48 小時扣款；如需取消，請於方案到期前 72 小時完成，已扣款項恕不退費，扣款失敗將自動取消 VIP 資格。
      </p>
    </Page>
  );
}
