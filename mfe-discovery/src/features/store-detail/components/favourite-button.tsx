import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { openLogin, toast } from '@joy/bus';
import { toggleCollection } from '../api/toggle-collection';

const Heart = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  padding: 0 14px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: #fff;
  color: ${({ theme }) => theme.color.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  &:disabled { opacity: 0.6; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.text}; outline-offset: 2px; }
`;

/** 收藏: members toggle the favourite; visitors get the login dialog. */
export function FavouriteButton({ storeId, initial }: { storeId: number; initial: boolean }) {
  const loggedIn = useAuth((s) => Boolean(s.token));
  const location = useLocation();
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!loggedIn) {
      openLogin(location.pathname);
      return;
    }
    setBusy(true);
    try {
      const { is_collection } = await toggleCollection(storeId);
      setSaved(is_collection);
      toast(is_collection ? '已加入收藏' : '已取消收藏', 'success');
    } catch {
      toast(messages.operationFailed, 'failure');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Heart type="button" aria-pressed={loggedIn && saved} disabled={busy} onClick={() => void onClick()}>
      <span aria-hidden="true">{loggedIn && saved ? '♥' : '♡'}</span>收藏
    </Heart>
  );
}
