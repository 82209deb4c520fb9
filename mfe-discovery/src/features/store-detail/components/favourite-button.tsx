import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { openLogin, toast } from '@joy/bus';
import { toggleCollection } from '../api/toggle-collection';
import { ToggleButton } from '../../../components/toggle-button';

const Heart = styled(ToggleButton)`
  flex: none;
  gap: 4px;
  min-height: 40px;
  padding: 0 14px;
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
