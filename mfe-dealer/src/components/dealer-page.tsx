import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@joy/auth';
import { openLogin } from '@joy/bus';
import { Button, Centered, ErrorState, Loading, Page, media } from '@joy/ui';
import { useMemberDealer } from '../lib/dealer-api';

const Main = styled(Page)`
  max-width: 880px;
  ${media.tablet} { padding: 24px; }
  ${media.desktop} { padding: 32px 0; }
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  h1 { margin: 0; font-size: 1.4rem; }
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

interface Props {
  title: string;
  back?: { to: string; label: string };
  /** Joy dealers only (§6): other members get a page saying so, with the way to join. */
  dealerOnly?: boolean;
  children: ReactNode;
}

/** The frame of every dealer page: heading, way back, the login requirement and the dealer check. */
export function DealerPage({ title, back, dealerOnly = false, children }: Props) {
  const token = useAuth((s) => s.token);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(() => {
    if (!token) openLogin(here);
  }, [token, here]);

  return (
    <Main>
      <Head>
        {back && (
          <Back to={back.to}>
            <span aria-hidden="true">‹ </span>
            {back.label}
          </Back>
        )}
        <h1>{title}</h1>
      </Head>
      {!token ? (
        <Centered role="status">
          <span>請先登入會員，即可查看{title}。</span>
          <Button type="button" onClick={() => openLogin(here)}>
            登入 / 註冊
          </Button>
        </Centered>
      ) : dealerOnly ? (
        <DealerGate>{children}</DealerGate>
      ) : (
        children
      )}
    </Main>
  );
}

function DealerGate({ children }: { children: ReactNode }) {
  const { data, error, isLoading, mutate } = useMemberDealer();
  if (isLoading) return <Loading />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  if (!data?.is_joy_dealer)
    return (
      <Centered role="status">
        <span>此頁面僅限樂粉經銷商（天使）使用。</span>
        <span>成為 VIP 會員後即可加入天使計畫，享七層推薦獎金與店家推薦獎勵。</span>
        <Button as={Link} to={data?.subscription.status === 'active' ? '/member/join-angel' : '/member/angelPlan'}>
          {data?.subscription.status === 'active' ? '加入天使計畫' : '了解 VIP 方案'}
        </Button>
      </Centered>
    );
  return <>{children}</>;
}
