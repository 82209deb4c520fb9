import { createRoot } from 'react-dom/client';
import { authStore, renewKeptLogin } from '@joy/auth';
import { ShellApp } from './app';
import { registerAll } from './remotes/register-remotes';
import { installChunkReload } from './remotes/chunk-reload';
import { prefetchRemotesWhenIdle } from './remotes/prefetch-remotes';

installChunkReload();
authStore.getState().hydrate();
void renewKeptLogin();

let started = false;
const startRemotes = () => {
  if (started) return;
  started = true;
  registerAll();
  prefetchRemotesWhenIdle();
};

createRoot(document.getElementById('shell') as HTMLElement).render(<ShellApp onReady={startRemotes} />);
