import type { MemberRecord } from '@joy/contract';
import { authStore, storageKeys } from '@joy/auth';
import { liveChanged } from '@joy/bus';

/**
 * After a profile or avatar change, the shared login store takes the new name and avatar, so
 * the shell's navbar and menu update at once (the store is a federation singleton). The
 * avatar key in storage is what the next page load hydrates `avatar` from (§3). Other open
 * pages that show the member are told too (`live:changed`).
 */
export function syncMember(record: MemberRecord): void {
  authStore.getState().setMember({ id: record.id, name: record.name, avatar: record.avatar, is_joy_dealer: record.is_joy_dealer });
  if (record.avatar) localStorage.setItem(storageKeys.avatar, record.avatar);
  liveChanged(['avatar', 'member']);
}
