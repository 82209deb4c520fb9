import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { GUARANTEE_DECLINED_ERROR_CODE, GUARANTEE_REQUIRED_ERROR_CODE, guaranteeTexts, type HouseRules } from '@joy/contract';
import { on } from '@joy/bus';
import { RemoteRoot } from '@joy/ui';
import type { CardUpdate, PrimeResult, TPDirect } from '@joy/ui/tpdirect';
import { clearBookingDraft } from '@joy/booking-draft';
import { BookingPage } from '../booking-page';

const depositRules: HouseRules = {
  time_limit_minutes: 120,
  minimum_spend_per_person: 0,
  service_charge_percent: 10,
  late_hold_minutes: 15,
  deposit: { kind: 'deposit', amount_per_person: 300, tiers: [{ hours_before: 24, keep_percent: 100 }, { hours_before: 72, keep_percent: 50 }] },
  cake_fee: 0,
  corkage_fee: 0,
  pets: 'no',
  children: 'welcome',
  holidays: [],
};
const noRules: HouseRules = { ...depositRules, deposit: { kind: 'none' } };
const envelope = (ret: unknown, over: Record<string, unknown> = {}) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret, ...over });
const failure = (status: number, msg: string, code: number, errors: Record<string, string>) => new Response(JSON.stringify({ code, status, msg, return: { errors } }), { status });

let rules: HouseRules = depositRules;
let orderReplies: (() => Response)[] = [];
const posted: Array<Record<string, unknown>> = [];
let scripts = 0;
let primeResult: PrimeResult = { status: 0, msg: 'Success', card: { prime: 'prime_ok', bincode: '424242', lastfour: '4242', funding: 0, type: 1 } };

/** A stand-in for `window.TPDirect` with the surface the card fields use. */
function fakeSdk(): TPDirect {
  let listener: ((u: CardUpdate) => void) | null = null;
  return {
    setupSDK: () => undefined,
    card: {
      setup: () => undefined,
      onUpdate: (cb) => {
        listener = cb;
        cb({ canGetPrime: true, hasError: false, cardType: 'visa', status: { number: 0, expiry: 0, ccv: 0 } });
      },
      getTappayFieldsStatus: () => ({ canGetPrime: true, hasError: false, cardType: 'visa', status: { number: 0, expiry: 0, ccv: 0 } }),
      getPrime: (cb) => {
        void listener;
        cb(primeResult);
      },
    },
  };
}

beforeEach(() => {
  Object.assign(window, { grecaptcha: { ready: (d: () => void) => d(), render: (_h: HTMLElement, o: { callback: (a: string) => void }) => ((window as unknown as { cb: (a: string) => void }).cb = o.callback, 0), reset: () => undefined, execute: () => (window as unknown as { cb: (a: string) => void }).cb('answer') } });
  clearBookingDraft();
  posted.length = 0;
  rules = depositRules;
  orderReplies = [];
  primeResult = { status: 0, msg: 'Success', card: { prime: 'prime_ok', bincode: '424242', lastfour: '4242', funding: 0, type: 1 } };
  const sdkUrl = `/v2/subscription/sandbox/tpdirect.js?test=${++scripts}`;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/v2/store/5') return new Response(envelope({ id: 5, name: '青葉台菜', address: '台北市中山區', logo: '/l.svg', business_status: 1, average_score: 4.2, business_times: [], joy_booking: true, house_rules: rules }));
    if (url === '/v2/store/can-order-date/5') return new Response(envelope({ '2030-01-07': ['18:00'] }));
    if (url.startsWith('/v2/store/5/can-order-times/2030-01-07/')) return new Response(envelope([{ time: '18:00', available: true, seats_left: 8 }]));
    if (url === '/v2/captcha') return new Response(envelope({ provider: 'local', token: 'answer', site_key: 'joy-local-captcha', script_url: '/dev/captcha/api.js' }));
    if (url === '/v2/subscription/gateway') return new Response(envelope({ provider: 'sandbox', sdk_url: sdkUrl, app_id: null, app_key: null, server_type: 'sandbox' }));
    if (url === '/v2/order') {
      posted.push(JSON.parse(String(init?.body)));
      return (orderReplies.shift() ?? (() => new Response(envelope({ order_id: 77, slug: 'AB12CD', public_id: 'p', guarantee: { kind: 'deposit', amount: 600, status: 'authorized', captured_amount: 0, last_four: '4242' } }))))();
    }
    return new Response(envelope(null, { code: 0, status: 404, msg: 'x' }), { status: 404 });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  delete window.TPDirect;
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderBooking = () =>
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/booking?id=5']}>
          <Routes>
            <Route path="/booking" element={<BookingPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </RemoteRoot>,
  );

async function toConfirmStep() {
  await userEvent.click(await screen.findByRole('button', { name: /1 月 7 日/ }));
  await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
  await userEvent.type(screen.getByLabelText('姓名'), '陳小華');
  await userEvent.type(screen.getByLabelText('電子信箱'), 'hua@example.tw');
  await userEvent.type(screen.getByLabelText('手機號碼'), '0912345678');
  await userEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByRole('heading', { name: '確認訂位資訊' });
}

/** Lets the card SDK's script "load" with the stand-in. */
async function loadSdk() {
  await waitFor(() => expect(document.head.querySelector(`script[src$="test=${scripts}"]`)).not.toBeNull());
  window.TPDirect = fakeSdk();
  act(() => {
    document.head.querySelector(`script[src$="test=${scripts}"]`)?.dispatchEvent(new Event('load'));
  });
  await waitFor(() => expect(screen.queryByText('信用卡輸入欄位載入中…')).not.toBeInTheDocument());
}

describe('the confirm step’s rules card and card guarantee', () => {
  it('shows the rules card, the amount held as an authorisation released at check-in, the tiers, and books only with the agreement and the card’s prime', async () => {
    renderBooking();
    await toConfirmStep();
    expect(screen.getByRole('heading', { name: '訂位須知' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '訂金（信用卡預先授權）' });
    expect(section).toHaveTextContent('將於您的信用卡預先授權 NT$600（2 位 × NT$300）');
    expect(section).toHaveTextContent('不是扣款：餐廳確認您入座後即釋放');
    expect(screen.getByRole('list', { name: '取消與退款規則' })).toHaveTextContent('訂位前 24 小時內取消，收取 100%');
    await loadSdk();
    expect(screen.getByText('信用卡號碼')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(guaranteeTexts.guaranteeAgreementRequired);
    expect(posted).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /我已閱讀並同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/reservation-success?slug=AB12CD&orderId=77');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ prime: 'prime_ok', store_id: 5, adult_num: 2 });
    expect(JSON.stringify(posted[0])).not.toContain('4242');
  });

  it('a declined card says so and the next try is a new attempt; a pending authorisation is told', async () => {
    orderReplies = [
      () => failure(422, guaranteeTexts.guaranteeDeclined, GUARANTEE_DECLINED_ERROR_CODE, { prime: guaranteeTexts.guaranteeDeclined }),
      () => new Response(envelope({ order_id: 78, slug: 'XY', public_id: 'q', guarantee: { kind: 'deposit', amount: 600, status: 'pending', captured_amount: 0, last_four: null } })),
    ];
    const told: string[] = [];
    const off = on('ui:message', (m) => told.push(m.message));
    renderBooking();
    await toConfirmStep();
    await loadSdk();
    await userEvent.click(screen.getByRole('checkbox', { name: /我已閱讀並同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(guaranteeTexts.guaranteeDeclined);
    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('orderId=78');
    expect(posted[1].idempotency_key).not.toBe(posted[0].idempotency_key);
    expect(told).toContain(guaranteeTexts.guaranteePending);
    off();
  });

  it('a diner the no-show record asks a card of sees why, then gives one', async () => {
    rules = noRules;
    orderReplies = [() => failure(422, guaranteeTexts.guaranteeRequiredByNoShows, GUARANTEE_REQUIRED_ERROR_CODE, { prime: guaranteeTexts.guaranteeRequiredByNoShows })];
    renderBooking();
    await toConfirmStep();
    expect(screen.queryByRole('region', { name: '信用卡擔保' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    const section = await screen.findByRole('region', { name: '信用卡擔保' });
    expect(section).toHaveTextContent('將於您的信用卡預先授權 NT$1,000（2 位 × NT$500）');
    expect(screen.getByRole('alert')).toHaveTextContent(guaranteeTexts.guaranteeRequiredByNoShows);
    await loadSdk();
    await userEvent.click(screen.getByRole('checkbox', { name: /我已閱讀並同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('orderId=77');
    expect(posted[1]).toMatchObject({ prime: 'prime_ok' });
  });
});
