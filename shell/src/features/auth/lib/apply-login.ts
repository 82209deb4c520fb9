import type { LoginResult } from '@joy/contract';
import { authStore } from '@joy/auth';

/** Stores a login reply (§3): token, member and avatar; the coin user id is kept for the app handoff. */
export function applyLogin(result: LoginResult, keep = true): void {
  authStore.getState().login({ token: result.token, member: result.member, avatar: result.avatar, keep });
  localStorage.setItem('coin_user_id', result.coin_user_id);
}
