import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@joy/auth';
import { openLogin } from '@joy/bus';
import { Button, Centered, Page, media } from '@joy/ui';

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
  ${media.tablet} { h1 { font-size: 1.6rem; } }
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  text-decoration: none;
  padding: 4px 0;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;

interface Props {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}

/**
 * The frame of every member page: heading, optional way back, and the login requirement.
 * A visitor gets the shell's login dialog (through the bus, as the footer's member links do)
 * and a prompt to open it again; the page's data is only fetched once a token exists.
 */
export function MemberPage({ title, back, children }: Props) {
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
      {token ? (
        children
      ) : (
        <Centered role="status">
          <span>請先登入會員，即可查看{title}。</span>
          <Button type="button" onClick={() => openLogin(here)}>
            登入 / 註冊
          </Button>
        </Centered>
      )}
    </Main>
  );
}
