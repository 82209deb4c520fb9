/**
 * Keeps the bell's count true for the logged-in member: fetched at login, +1 for each
 * real-time event (§4), fetched again after a reconnect so nothing missed while offline is
 * lost; open pages are then told that anything may have changed (`live:changed` with every
 * topic), so they re-fetch what they missed. An unread-count reply of 401 or 請登入 ends the
 * session and goes home (§4, §8).
 * The real-time connection starts when the browser is idle, after the page has loaded, and
 * lives as long as the login: a page change must not close and reopen it (react-router's
 * `navigate` changes with every location, so it is read through a ref, not a dependency).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore, getToken, useAuth } from '@joy/auth';
import { emit, everyTopic } from '@joy/bus';
import { getRealtimeConfig } from '../api/get-realtime-config';
import { getUnreadCount } from '../api/get-unread-count';
import { notificationStore } from '../stores/notifications';
import { connectFeed } from './realtime-feed';

/** §9: the idle callback waits at most 2000 ms. */
const IDLE_TIMEOUT_MS = 2000;

export function isLoginRequired(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 401 || (typeof message === 'string' && message.includes('請登入'));
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

export function useNotificationFeed(): void {
  const token = useAuth((s) => s.token);
  const memberId = useAuth((s) => s.member?.id ?? null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const refreshCount = useCallback(
    async (signal?: AbortSignal) => {
      try {
        notificationStore.getState().setUnread(await getUnreadCount(signal));
      } catch (error) {
        // Checked first: a 401 logs out through the API client, which also aborts this request.
        if (isLoginRequired(error)) {
          authStore.getState().logout('unauthorized');
          navigateRef.current('/');
        }
        // Any other failure keeps the last count; the next event or reconnect corrects it.
      }
    },
    [],
  );

  useEffect(() => {
    if (!token) {
      notificationStore.getState().reset();
      return;
    }
    const controller = new AbortController();
    void refreshCount(controller.signal);
    return () => controller.abort();
  }, [token, refreshCount]);

  useEffect(() => {
    if (!token || !memberId) return;
    let stop: (() => void) | null = null;
    let ended = false;
    let subscriptions = 0;
    const cancelIdle = whenIdle(() => {
      getRealtimeConfig()
        .then((config) =>
          connectFeed({
            config,
            memberId,
            getToken,
            handlers: {
              onNotification: (notification) => notificationStore.getState().received(notification),
              onSubscribed: () => {
                void refreshCount();
                // The pages fetched their data when they opened; after a reconnect, re-fetch it all.
                subscriptions += 1;
                if (subscriptions > 1) emit('live:changed', everyTopic('reconnect'));
              },
            },
          }),
        )
        .then((end) => {
          if (ended) end();
          else stop = end;
        })
        // Without a live connection the badge still shows the count fetched above.
        .catch(() => undefined);
    });
    return () => {
      ended = true;
      cancelIdle();
      stop?.();
    };
  }, [token, memberId, refreshCount]);
}
