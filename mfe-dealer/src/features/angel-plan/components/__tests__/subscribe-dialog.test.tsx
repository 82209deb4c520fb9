import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { authStore } from '@joy/auth';
import { subscriptionMessages } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import type { CardUpdate, PrimeResult, TPDirect } from '@joy/ui/tpdirect';
import { PRIME_REFUSED, SubscribeDialog } from '../subscribe-dialog';

const program = { id: 1, name: 'VIP 月方案', price: 299, period_days: 30, description: '每月自動續約' };
const subscribed = { subscription: { status: 'active' }, member_grade_id: 3 };
const ok = (body: unknown) => new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: body }));
const keptCard = { id: 7, card_6_num: '555555', last_four: '4444', icon: 'master', expiry: '12/30', is_default: true };

let scripts = 0;
/** A distinct SDK address per test: the loader keeps one load per address for the page's life. */
const tapPay = () => ({ provider: 'tappay', sdk_url: `https://js.tappaysdk.com/sdk/tpdirect/v5.20.0?test=${++scripts}`, app_id: 12345, app_key: 'app_public_key', server_type: 'production' });
const sandbox = () => ({ provider: 'sandbox', sdk_url: `/v2/subscription/sandbox/tpdirect.js?test=${++scripts}`, app_id: null, app_key: null, server_type: 'sandbox' });

const update = (status: CardUpdate['status'], cardType = 'visa'): CardUpdate => ({
  status,
  cardType,
  canGetPrime: status.number === 0 && status.expiry === 0 && status.ccv === 0,
  hasError: Object.values(status).includes(2),
});

/** A stand-in for `window.TPDirect` with the surface the form uses, recording what it is given. */
function fakeTpDirect(prime: PrimeResult) {
  let listener: ((u: CardUpdate) => void) | null = null;
  const sdk = {
    setupSDK: jest.fn(),
    card: {
      setup: jest.fn(),
      onUpdate: (callback: (u: CardUpdate) => void) => {
        listener = callback;
      },
      getTappayFieldsStatus: () => update({ number: 1, expiry: 1, ccv: 1 }),
      getPrime: jest.fn((callback: (result: PrimeResult) => void) => callback(prime)),
    },
  } satisfies TPDirect;
  const emit = (u: CardUpdate) => act(() => listener?.(u));
  return { sdk, emit };
}

function renderDialog(gateway: ReturnType<typeof tapPay> | ReturnType<typeof sandbox>, { cards = [] as unknown[], failGateway = false } = {}) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.includes('/v2/subscription/gateway')) return failGateway ? new Response('', { status: 503 }) : ok(gateway);
    if (path.includes('/v2/subscription/credit-card')) return ok(cards);
    if (path.includes('/v2/subscription/pay')) {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify({ code: 1, status: 200, msg: '訂閱成功', return: subscribed }));
    }
    return new Response('', { status: 404 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const onDone = jest.fn();
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <SubscribeDialog program={program} consent="adult" onClose={jest.fn()} onDone={onDone} />
      </SWRConfig>
    </RemoteRoot>,
  );
  return { bodies, onDone, fetchMock };
}

const scriptsFor = (url: string) => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.getAttribute('src') === url);

/** Waits for the form to add the SDK's script, then lets it "load" with the given TPDirect (or fail). */
async function loadScript(url: string, sdk: TPDirect | null) {
  await waitFor(() => expect(scriptsFor(url)).toHaveLength(1));
  const [script] = scriptsFor(url);
  window.TPDirect = sdk ?? undefined;
  await act(async () => {
    script.dispatchEvent(new Event(sdk ? 'load' : 'error'));
  });
}

/** The container our label names: where the SDK must put that field. */
const containerOf = (label: string) => document.getElementById(screen.getByText(label, { selector: 'label' }).getAttribute('for') ?? '');
const payButton = () => screen.getByRole('button', { name: /確認付款 NT\$ 299/ });

describe('subscribe dialog: the card through the gateway SDK', () => {
  beforeEach(() => authStore.setState({ token: 't', member: { id: 1, name: '林美玲', avatar: '', is_joy_dealer: false } }));
  afterEach(() => {
    cleanup();
    delete window.TPDirect;
    authStore.setState({ token: null, member: null });
  });

  it.each([
    ['TapPay', tapPay, [12345, 'app_public_key', 'production']],
    ['the sandbox', sandbox, [0, '', 'sandbox']],
  ] as const)('with %s: loads the SDK the gateway names, sets up the labelled fields, pays with the prime alone', async (_name, gatewayOf, setupArgs) => {
    const gateway = gatewayOf();
    const { bodies, onDone } = renderDialog(gateway);
    expect(await screen.findByRole('status')).toHaveTextContent('信用卡輸入欄位載入中…');
    const fake = fakeTpDirect({ status: 0, msg: 'Success', card: { prime: 'prime_7f3a', bincode: '424242', lastfour: '4242', funding: 0, type: 1 } });
    await loadScript(gateway.sdk_url, fake.sdk);

    expect(fake.sdk.setupSDK).toHaveBeenCalledWith(...setupArgs);
    const { fields } = fake.sdk.card.setup.mock.calls[0][0];
    expect(fields.number.element).toBe(containerOf('信用卡號碼'));
    expect(fields.expirationDate.element).toBe(containerOf('有效期限（MM/YY）'));
    expect(fields.ccv.element).toBe(containerOf('安全碼'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();

    // Each field shows its own state; 付款 waits for canGetPrime.
    fake.emit(update({ number: 2, expiry: 3, ccv: 1 }));
    expect(screen.getByText(subscriptionMessages.cardNumberInvalid)).toBeInTheDocument();
    expect(containerOf('信用卡號碼')).toHaveAttribute('data-state', 'error');
    expect(containerOf('有效期限（MM/YY）')).toHaveAttribute('data-state', 'typing');
    expect(payButton()).toBeDisabled();
    fake.emit(update({ number: 0, expiry: 0, ccv: 0 }));
    expect(screen.queryByText(subscriptionMessages.cardNumberInvalid)).not.toBeInTheDocument();
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();

    fireEvent.click(payButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining(subscribed)));
    expect(fake.sdk.card.getPrime).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ program_id: 1, consent: 'adult', prime: 'prime_7f3a' });
    expect(Object.keys(bodies[0]).sort()).toEqual(['consent', 'idempotency_key', 'prime', 'program_id']);
  });

  it('a card the SDK will not turn into a prime is explained, and nothing is charged', async () => {
    const gateway = tapPay();
    const { bodies } = renderDialog(gateway);
    const fake = fakeTpDirect({ status: 88, msg: 'Invalid card' });
    await loadScript(gateway.sdk_url, fake.sdk);
    fake.emit(update({ number: 0, expiry: 0, ccv: 0 }));
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIME_REFUSED);
    expect(bodies).toHaveLength(0);
  });

  it('a script that does not load says so; 重試 loads it again and the fields work', async () => {
    const gateway = tapPay();
    renderDialog(gateway);
    await loadScript(gateway.sdk_url, null);
    expect(await screen.findByRole('alert')).toHaveTextContent('信用卡輸入欄位載入失敗，請確認網路連線後再試一次。');
    expect(scriptsFor(gateway.sdk_url)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    const fake = fakeTpDirect({ status: 0, msg: 'Success', card: { prime: 'p', bincode: '', lastfour: '', funding: 0, type: 1 } });
    await loadScript(gateway.sdk_url, fake.sdk);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.sdk.card.setup).toHaveBeenCalledTimes(1);
  });

  it('gateway settings that do not load say so, and 重試 asks again', async () => {
    const { fetchMock } = renderDialog(tapPay(), { failGateway: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('信用卡輸入欄位載入失敗');
    const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/v2/subscription/gateway')).length;
    const before = asked();
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('the script is added once per address, however often the form opens', async () => {
    const gateway = tapPay();
    renderDialog(gateway);
    const fake = fakeTpDirect({ status: 0, msg: 'Success' });
    await loadScript(gateway.sdk_url, fake.sdk);
    cleanup();
    renderDialog(gateway);
    await waitFor(() => expect(fake.sdk.card.setup).toHaveBeenCalledTimes(2));
    expect(scriptsFor(gateway.sdk_url)).toHaveLength(1);
  });

  it('a kept card pays without the card fields', async () => {
    const gateway = tapPay();
    const { bodies, onDone } = renderDialog(gateway, { cards: [keptCard] });
    fireEvent.click(await screen.findByRole('radio', { name: /Master •••• 4444/ }));
    expect(containerOf('信用卡號碼')?.closest('[hidden]')).not.toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ credit_card_id: 7 });
    expect(bodies[0].prime).toBe('');
  });
});
