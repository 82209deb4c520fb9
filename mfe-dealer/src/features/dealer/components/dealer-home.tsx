import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DealerBalance } from '@joy/contract';
import { Card, formatDate, formatNumber, media } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { useMemberDealer } from '../../../lib/dealer-api';
import { GiftCoupons } from './gift-coupons';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
`;

const Box = styled(Card).attrs({ as: 'section' })`
  padding: 20px;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  strong { font-size: 1.5rem; color: ${({ theme }) => theme.color.primaryDark}; }
  p { margin: 4px 0; }
  a { color: ${({ theme }) => theme.color.primaryDark}; font-weight: 600; margin-right: 16px; }
`;

const Levels = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  list-style: none;
  li { padding: 4px 10px; border-radius: 999px; background: ${({ theme }) => theme.color.border}; }
`;

const ntd = (n: number) => `NT$ ${formatNumber(n)}`;

function Balance({ title, balance, links }: { title: string; balance: DealerBalance; links: [string, string][] }) {
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      <p>
        可提領 <strong>{ntd(balance.available)}</strong>
      </p>
      <p>
        累計 {ntd(balance.earned)}，已提領 {ntd(balance.withdrawn)}
      </p>
      <p>
        {links.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </p>
    </Box>
  );
}

/** /member/dealer: the joy dealer's home — balances, downline by level and the way to each record. */
export function DealerHome() {
  return (
    <DealerPage title="樂粉經銷" dealerOnly>
      <DealerFigures />
    </DealerPage>
  );
}

function DealerFigures() {
  const { data } = useMemberDealer();
  const d = data?.dealer;
  if (!d) return null;
  return (
    <>
      <p>加入日期：{formatDate(d.joined_at)}</p>
      <Grid>
        <Balance title="天使獎金" balance={d.angel_bonus} links={[['/member/withdrawal-record', '獎金紀錄'], ['/member/point-withdrawal', '提領獎金']]} />
        <Balance title="店家推薦獎勵" balance={d.store_profit} links={[['/member/recommend', '推薦紀錄'], ['/member/recommend-withdrawal', '提領獎勵']]} />
      </Grid>
      <Box aria-label="我的組織" style={{ marginTop: 16 }}>
        <h2>我的組織（共 {formatNumber(d.children_total)} 人）</h2>
        <Levels>
          {d.levels.map((l) => (
            <li key={l.level}>
              第 {l.level} 層 {formatNumber(l.count)} 人
            </li>
          ))}
        </Levels>
        <Link to="/member/organize">查看組織圖</Link>
      </Box>
      <GiftCoupons allowance={d.year_coin} />
    </>
  );
}
