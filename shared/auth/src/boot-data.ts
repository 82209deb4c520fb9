/**
 * What the page's HTML carries for its first view (the API's page server writes it as a JSON
 * data block, `<script type="application/json" id="joy-boot">`, which never runs): the remotes
 * manifest of the moment, so the shell need not ask /remotes.json before loading the page's
 * remote, and the replies of the first view's GET calls, made for a diner without a token, so
 * the remote renders without another round trip. Read once; a missing or broken block is
 * simply no help.
 */
export const BOOT_DATA_ID = 'joy-boot';

export interface BootData {
  remotes?: Record<string, { entry: string; version: string }>;
  /** Reply texts (the envelope JSON) by `initialReplyKey` (method and URL). */
  replies?: Record<string, string>;
}

let read: BootData | null = null;
let replies: Map<string, string> | null = null;

export function bootData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): BootData {
  if (read) return read;
  read = {};
  const text = doc?.getElementById(BOOT_DATA_ID)?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object') read = parsed as BootData;
    } catch {
      read = {};
    }
  }
  return read;
}

/** The carried replies not used yet (the API client takes each once). */
export function bootReplies(): Map<string, string> {
  replies ??= new Map(Object.entries(bootData().replies ?? {}).filter(([, value]) => typeof value === 'string'));
  return replies;
}

/** Forgets what was read (tests). */
export function resetBootData(): void {
  read = null;
  replies = null;
}
