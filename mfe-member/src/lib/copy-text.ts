import { toast } from '@joy/bus';

/** Copies a code to the clipboard and says so; without clipboard access the member is told to copy it by hand. */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast(`已複製${what}`, 'success');
    return true;
  } catch {
    toast(`無法自動複製，請長按${what}手動複製`, 'failure');
    return false;
  }
}
