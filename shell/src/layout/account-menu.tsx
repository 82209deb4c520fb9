import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
import { memberLinksFor } from '@joy/ui';
import { LOGOUT_EVENT } from '../features/auth/components/auth-dialogs-host';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  img, span.initial {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.color.primarySoft};
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.danger};
  display: inline-block;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 44px;
  min-width: 180px;
  max-height: calc(100vh - 80px);
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 8px 0;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.12);
  a, button { display: block; width: 100%; text-align: left; padding: 8px 16px; border: 0; background: none; font: inherit; text-decoration: none; cursor: pointer; }
  a:hover, button:hover { background: ${({ theme }) => theme.color.surface}; }
`;

/** §6 news badge: asked again on every page change, so reading the news clears it. */
function useNewsBadge(): boolean {
  const { pathname } = useLocation();
  const { data } = useSWR(['news-check', pathname], () => api.call(endpoints.newsCheck, { body: {} }), { revalidateOnFocus: false, shouldRetryOnError: false });
  return data?.has_unread ?? false;
}

/** The avatar dropdown with every member page (the table in @joy/ui that the hub and the side menu list too) and the news badge; dealers see their extra entries (§6). */
export function AccountMenu({ name, avatar, isDealer }: { name: string; avatar: string; isDealer: boolean }) {
  const [open, setOpen] = useState(false);
  const hasNews = useNewsBadge();
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <Wrap ref={wrap}>
      <Trigger type="button" aria-haspopup="true" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {avatar ? <img src={avatar} alt="" width={32} height={32} /> : <span className="initial" aria-hidden="true">{name.slice(0, 1)}</span>}
        <span>{name}</span>
        {hasNews && (
          <>
            <Dot aria-hidden="true" />
            <span className="visually-hidden">（有新消息）</span>
          </>
        )}
      </Trigger>
      {open && (
        <Menu id={menuId} onClick={() => setOpen(false)}>
          {[{ to: '/member', label: '會員中心' }, ...memberLinksFor(isDealer)].map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>
                {label}
                {to === '/member/news' && hasNews && <Dot aria-label="有新消息" role="img" style={{ marginLeft: 6 }} />}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => window.dispatchEvent(new CustomEvent(LOGOUT_EVENT))}>
              登出
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
