import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@joy/auth';
import { openLogin } from '@joy/bus';
import { AccountMenu } from './account-menu';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { media, memberLinksFor } from '@joy/ui';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.breakpoint.desktop}px;
  margin: 0 auto;
  height: 60px;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 16px;
`;

const Brand = styled(Link)`
  font-size: 1.4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  margin-right: auto;
`;

const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 60px;
  left: 0;
  right: 0;
  flex-direction: column;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.tablet} {
    display: flex;
    position: static;
    flex-direction: row;
    border: 0;
    gap: 4px;
  }
  a {
    display: block;
    padding: 10px 12px;
    text-decoration: none;
    border-radius: 8px;
  }
  max-height: calc(100vh - 60px);
  overflow-y: auto;
  ${media.tablet} { max-height: none; overflow: visible; }
  .member-section { ${media.tablet} { display: none; } border-top: 1px solid ${({ theme }) => theme.color.border}; }
  .member-section ul { list-style: none; margin: 0; padding: 0 0 8px 12px; display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
  a.active { color: ${({ theme }) => theme.color.primary}; font-weight: 700; }
`;

const MenuButton = styled.button`
  border: 0;
  background: none;
  font-size: 1.5rem;
  cursor: pointer;
  ${media.tablet} { display: none; }
`;

const Account = styled.button`
  border: 0;
  font: inherit;
  cursor: pointer;
  padding: 6px 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  text-decoration: none;
  white-space: nowrap;
`;

const items = [
  { to: '/', label: '首頁', end: true },
  { to: '/store', label: '找餐廳' },
  { to: '/leaderboard', label: '排行榜' },
  { to: '/article', label: '美食專欄' },
  { to: '/search', label: '搜尋' },
  { to: '/help', label: '幫助中心' },
];

/** The phone's side menu closes on Escape (focus back on its button) and on a tap outside it. */
function useDismiss(open: boolean, close: () => void, menu: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, menu, button]);
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, menuRef, buttonRef);
  const member = useAuth((s) => s.member);
  const token = useAuth((s) => s.token);
  const inApp = useAuth((s) => s.inApp);
  return (
    <Bar>
      <Inner aria-label="主選單">
        <Brand to="/">樂享</Brand>
        <MenuButton ref={buttonRef} type="button" aria-label={open ? '關閉選單' : '開啟選單'} aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((v) => !v)}>
          ☰
        </MenuButton>
        <Links ref={menuRef} id="site-menu" $open={open} onClick={close}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {/* The side menu's member section: every member page, from the table the hub and the avatar menu list too; the native app has its own, so it is hidden in the webview (§2). */}
          {token && !inApp && (
            <li className="member-section">
              <NavLink to="/member" end>
                會員中心
              </NavLink>
              <ul aria-label="會員專區">
                {memberLinksFor(Boolean(member?.is_joy_dealer)).map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </Links>
        {/* The bell is a member item too: the native app shows its own notifications (§2). */}
        {token && !inApp && <NotificationBell />}
        {token ? (
          <AccountMenu name={member?.name ?? '會員'} avatar={member?.avatar ?? ''} isDealer={Boolean(member?.is_joy_dealer)} />
        ) : (
          <Account type="button" onClick={() => openLogin()}>
            登入 / 註冊
          </Account>
        )}
      </Inner>
    </Bar>
  );
}
