/**
 * The typed event bus between the shell and the remotes. Events travel as DOM CustomEvents
 * on `window` (prefixed `joy:`), so they cross single-spa roots and even two copies of this
 * package; the payload types below are the contract.
 */
import type { LiveChange } from './live';

export { concerns, everyTopic, liveChangeOf, liveTopics, type LiveChange, type LiveNotification, type LiveTopic } from './live';

export interface MemberSummary {
  id: number;
  name: string;
  avatar: string;
  is_joy_dealer: boolean;
}

export interface NotificationEvent {
  type: 'order' | 'store_pay' | 'platform' | 'member_withdraw' | 'new_register' | 'general';
  data: Record<string, unknown>;
}

export type ToastKind = 'success' | 'failure' | 'info';

export interface BusEvents {
  'auth:login': { token: string; member: MemberSummary | null };
  'auth:logout': { reason: 'user' | 'unauthorized' };
  'auth:open-login': { redirect?: string };
  'notification:received': NotificationEvent;
  'notification:unread': { count: number };
  /** Data an open page may show has changed (a live event, a reconnect, or this tab): re-fetch it. */
  'live:changed': LiveChange;
  'ui:loading': { on: boolean };
  'ui:toast': { message: string; kind?: ToastKind; durationMs?: number };
  'ui:message': { message: string; title?: string; autoCloseMs?: number };
  'remote:error': { id: string; code: string; message: string; lifecycle?: string };
  'remote:mounted': { name: string };
  /** A page names itself once its data is in (a store's name): the shell titles that path with it. */
  'page:title': { pathname: string; title: string };
}

export type BusEventName = keyof BusEvents;

const fallbackTarget = new EventTarget();
const target = (): EventTarget => (typeof window !== 'undefined' ? window : fallbackTarget);
const eventName = (name: string) => `joy:${name}`;

export function emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void {
  target().dispatchEvent(new CustomEvent(eventName(name), { detail: payload }));
}

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends BusEventName>(name: K, handler: (payload: BusEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<BusEvents[K]>).detail);
  target().addEventListener(eventName(name), listener);
  return () => target().removeEventListener(eventName(name), listener);
}

/** Shorthands used everywhere. */
export const toast = (message: string, kind: ToastKind = 'info', durationMs = 2000) => emit('ui:toast', { message, kind, durationMs });
export const setLoading = (on: boolean) => emit('ui:loading', { on });
export const openLogin = (redirect?: string) => emit('auth:open-login', { redirect });
/** The title of the page at `pathname` (the path it was rendered for, not where the diner is now). */
export const pageTitle = (pathname: string, title: string) => emit('page:title', { pathname, title });
/** A change made in this tab that other open pages (and the shell) should follow, e.g. a new avatar. */
export const liveChanged = (topics: LiveChange['topics']) => emit('live:changed', { topics, source: 'local' });
