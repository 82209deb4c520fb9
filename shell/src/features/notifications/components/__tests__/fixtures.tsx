/** Fixtures for the notification tests: a recording fetch, notifications of each type, a fake pusher-js. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Notification, NotificationData } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';

export const ok = (value: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'success', return: value }));
export const fail = (status: number, msg: string) => new Response(JSON.stringify({ code: 0, status, msg, return: null }), { status });

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

/** Replaces fetch; the handler answers by path. Every call is recorded. */
export function mockFetch(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return handler(call);
  }) as unknown as typeof fetch;
  return calls;
}

export const builtinConfig = { provider: 'builtin', key: 'joy-local', cluster: 'mt1', ws_host: null, ws_port: null, force_tls: null, auth_endpoint: '/v2/realtime/auth' };

const emptyData: NotificationData = {
  notification_title: '',
  notification_body: '',
  notification_image: null,
  store_logo: null,
  store_slug: null,
  order_id: null,
  order_status: null,
  notification_order_status: null,
  order_reservation_date: null,
  order_reservation_time: null,
  order_adult_num: null,
  order_child_num: null,
  notification_pay_log_id: null,
  notification_store_pay_status: null,
  notification_platform_id: null,
  notification_member_withdraw_status: null,
  notification_action: null,
};

export function notification(id: number, over: Partial<Omit<Notification, 'data'>> = {}, data: Partial<NotificationData> = {}): Notification {
  return {
    id,
    type: 'general',
    is_read: false,
    notifiaction_created_at: '2026-03-05T14:07:00',
    ...over,
    data: { ...emptyData, notification_title: `通知 ${id}`, notification_body: `內容 ${id}`, ...data },
  };
}

/** An order notification; the reservation is far ahead unless a date is given. */
export const orderNotification = (id: number, status: number, data: Partial<NotificationData> = {}) =>
  notification(
    id,
    { type: 'order' },
    {
      notification_title: '訂位已確認',
      order_id: 500 + id,
      order_status: status as NotificationData['order_status'],
      notification_order_status: status as NotificationData['notification_order_status'],
      order_reservation_date: '2099-11-01',
      order_reservation_time: '18:30',
      order_adult_num: 2,
      order_child_num: 1,
      store_logo: '/uploads/logo-1.png',
      ...data,
    },
  );

export const page = (data: Notification[], current: number, totalPages: number) => ({
  data,
  pagination: { current_page: current, total_pages: totalPages, total: totalPages * 5, per_page: 5 },
});

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithRouter(element: ReactElement, url = '/store') {
  return render(
    <RemoteRoot>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <Where />
      </MemoryRouter>
    </RemoteRoot>,
  );
}

type Handler = (data: unknown) => void;

/** Stands in for pusher-js: records the options, lets a test deliver events (pusher:subscription_succeeded too). */
export class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<string, { handlers: Map<string, Handler[]> }>();
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(name: string) {
    const channel = { handlers: new Map<string, Handler[]>() };
    this.channels.set(name, channel);
    return {
      bind: (event: string, handler: Handler) => channel.handlers.set(event, [...(channel.handlers.get(event) ?? []), handler]),
      unbind_all: () => channel.handlers.clear(),
    };
  }

  unsubscribe(name: string) {
    this.channels.delete(name);
  }

  disconnect() {
    this.disconnected = true;
  }

  deliver(channel: string, event: string, data: unknown) {
    for (const handler of this.channels.get(channel)?.handlers.get(event) ?? []) handler(data);
  }
}
