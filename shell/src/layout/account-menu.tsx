import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';
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

const memberLinks = [
  ['/member', '會員中心'],
  ['/member/history', '訂位紀錄'],
  ['/member/rewards', '樂幣紀錄'],
  ['/member/mycollections', '我的收藏'],
  ['/member/news', '最新消息'],
  ['/member/angelPlan', 'VIP 方案'],
  ['/member/settings', '帳號設定'],
];
const dealerLinks = [
  ['/member/withdrawal-record', '天使獎金'],
  ['/member/recommend', '店家推薦獎勵'],
];

/** §6 news badge: asked again on every page change, so reading the news clears it. */
function useNewsBadge(): boolean {
  const { pathname } = useLocation();
  const { data } = useSWR(['news-check', pathname], () => api.call(endpoints.newsCheck, { body: {} }), { revalidateOnFocus: false, shouldRetryOnError: false });
  return data?.has_unread ?? false;
}

/** The avatar dropdown with member links (§2 layout) and the news badge; dealers see their extra entries (§6). */
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
          {[...memberLinks, ...(isDealer ? dealerLinks : [])].map(([to, label]) => (
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
