import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from '@joy/mf-config/remotes';
import { Button, Centered, Loading } from '@joy/ui';
import { ownerOf } from '../routes/match';
import { useRemoteState } from '../remotes/remote-status';
import { outletId, retryRemote } from '../remotes/register-remotes';
import { firstViewMarkup, firstViewOf, hydratingMarkupOf, releaseFirstView, ServerFirstView } from '../remotes/first-view';

const Fallback = styled(Centered)`
  min-height: 40vh;
`;

// The loading state lies over the remote's container and takes no room of its own: when the
// remote's content arrives and the loading state goes, nothing moves (layout shift).
const Frame = styled.div`
  position: relative;
`;
const LoadingLayer = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  pointer-events: none;
`;

/**
 * The container a remote mounts into, plus what the shell shows around it: a loading state
 * while the remote arrives and the contained fallback if it cannot be loaded or crashed. While
 * the page's server-rendered first view stands in for the remote (remotes/first-view.ts), it
 * sits in the container and no loading state covers it.
 */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  const state = useRemoteState(name);
  const active = ownerOf(pathname) === name;
  const container = useRef<HTMLDivElement>(null);
  const serverView = useContext(ServerFirstView);
  const carried = active && state.status !== 'mounted' ? firstViewOf(name) : null;
  // Hydrating: the markup the server wrote, so React keeps the nodes it finds. Kept for the
  // outlet's life: an unchanged value is never written again (the remote's own root renders
  // inside this element later).
  const [hydratingMarkup] = useState(() => (active ? hydratingMarkupOf(name) : null));

  // Same commit as the shell's first render: the carried view is back before any paint (when
  // the render replaced the server's frame, or a hydration that did not match rendered it anew).
  useLayoutEffect(() => {
    if (carried && container.current && carried.parentNode !== container.current) container.current.replaceChildren(carried);
  }, [carried]);
  // The diner went elsewhere before the remote came: its carried view is of no more use.
  useLayoutEffect(() => {
    if (!active) releaseFirstView(name);
  }, [active, name]);

  const markup = serverView?.name === name && active ? firstViewMarkup(name, serverView.html) : hydratingMarkup;
  return (
    <Frame>
      {active && state.status === 'loading' && !carried && (
        <LoadingLayer>
          <Loading />
        </LoadingLayer>
      )}
      {active && state.status === 'failed' && (
        <Fallback role="alert" data-testid="remote-fallback">
          <strong>這個頁面暫時無法載入</strong>
          <span>
            請檢查網路連線後再試一次。（{state.code}）
          </span>
          <Button type="button" onClick={() => void retryRemote(name)}>
            重試
          </Button>
        </Fallback>
      )}
      <div
        ref={container}
        id={outletId(name)}
        data-remote={name}
        hidden={!active || state.status === 'failed'}
        {...(markup !== null ? { dangerouslySetInnerHTML: { __html: markup } } : {})}
      />
    </Frame>
  );
}
