import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@joy/ui';

const Nav = styled.nav`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-bottom: 3px solid transparent;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
    text-decoration: none;
    ${media.tablet} { flex: none; padding: 0 24px; }
  }
  a[aria-current='page'] { color: ${({ theme }) => theme.color.primaryDark}; border-bottom-color: ${({ theme }) => theme.color.primary}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: -3px; }
`;

/** 訂位紀錄 | 付款紀錄: two pages of the member's history, switched by link (each has its own URL). */
export function HistoryTabs() {
  return (
    <Nav aria-label="紀錄類別">
      <NavLink to="/member/history" end>
        訂位紀錄
      </NavLink>
      <NavLink to="/member/history/payment-record" end>
        付款紀錄
      </NavLink>
    </Nav>
  );
}
