import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from '@joy/mf-config/remotes';
import { Button, Centered, Loading } from '@joy/ui';
import { ownerOf } from '../routes/match';
import { useRemoteState } from '../remotes/remote-status';
import { outletId, retryRemote } from '../remotes/register-remotes';

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
 * while the remote arrives and the contained fallback if it cannot be loaded or crashed.
 */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  const state = useRemoteState(name);
  const active = ownerOf(pathname) === name;
  return (
    <Frame>
      {active && state.status === 'loading' && (
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
      <div id={outletId(name)} data-remote={name} hidden={!active || state.status === 'failed'} />
    </Frame>
  );
}
