/**
 * @jest-environment jsdom
 */
/**
 * The sandbox's TPDirect script run in a browser document: the fields it puts in the form's
 * containers (named by the form's labels, reachable by keyboard), the states it reports as
 * TapPay does (0 ok, 1 empty, 2 error, 3 typing), and getPrime posting the card to the sandbox
 * prime endpoint and calling back TapPay's result shape.
 */
import { sandboxTpDirectScript } from '../../src/adapters/sandbox-tpdirect';

interface Update {
  canGetPrime: boolean;
  hasError: boolean;
  cardType: string;
  status: { number: number; expiry: number; ccv: number };
}
interface PrimeResult {
  status: number;
  msg: string;
  card?: { prime: string; bincode: string; lastfour: string; type: number };
}
interface SandboxSdk {
  setupSDK(appId: number, appKey: string, serverType: string): void;
  card: {
    setup(config: unknown): void;
    onUpdate(cb: (u: Update) => void): void;
    getTappayFieldsStatus(): Update;
    getPrime(cb: (r: PrimeResult) => void): void;
  };
}

const PRIME_PATH = '/v2/subscription/sandbox/prime';
/** What the script reads of a fetch reply (jsdom has no Response). */
const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const sdk = () => (window as unknown as { TPDirect: SandboxSdk }).TPDirect;

function form() {
  document.body.innerHTML = `
    <form>
      <label for="tp-number">信用卡號碼</label><div id="tp-number" aria-describedby="tp-number-hint"></div>
      <label for="tp-expiry">有效期限（MM/YY）</label><div id="tp-expiry"></div>
      <label for="tp-ccv">安全碼</label><div id="tp-ccv"></div>
    </form>`;
  const updates: Update[] = [];
  sdk().setupSDK(0, '', 'sandbox');
  sdk().card.setup({
    fields: {
      number: { element: document.getElementById('tp-number'), placeholder: '**** **** **** ****' },
      expirationDate: { element: '#tp-expiry', placeholder: 'MM / YY' },
      ccv: { element: document.getElementById('tp-ccv'), placeholder: '後三碼' },
    },
    styles: { input: { color: 'rgb(38, 38, 38)' }, '.invalid': { color: 'rgb(198, 40, 40)' } },
  });
  sdk().card.onUpdate((u) => updates.push(u));
  // The input in the container the label names.
  const input = (label: string) => {
    const named = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label);
    return document.getElementById(named?.htmlFor ?? '')?.querySelector('input') as HTMLInputElement;
  };
  const type = (label: string, value: string, { leave = true } = {}) => {
    const el = input(label);
    el.focus();
    el.value = value;
    el.dispatchEvent(new Event('input'));
    if (leave) el.blur();
  };
  return { updates, input, type, last: () => updates[updates.length - 1] };
}

function fillGoodCard(type: ReturnType<typeof form>['type'], number = '4242 4242 4242 4242') {
  type('信用卡號碼', number);
  type('有效期限（MM/YY）', '12 / 39');
  type('安全碼', '123');
}

beforeAll(() => {
  // As the browser runs it: a classic script, evaluated once.
  window.eval(sandboxTpDirectScript(PRIME_PATH));
});

afterEach(() => jest.restoreAllMocks());

describe('sandbox TPDirect', () => {
  it('puts an input in each container, named by the form’s label and reachable by keyboard', () => {
    const { input } = form();
    const number = input('信用卡號碼');
    expect(number).toBeInstanceOf(HTMLInputElement);
    expect(number.getAttribute('aria-labelledby')).toBe(document.querySelector('label[for="tp-number"]')?.id);
    expect(number.getAttribute('aria-describedby')).toBe('tp-number-hint');
    expect(number).toMatchObject({ autocomplete: 'cc-number', inputMode: 'numeric', placeholder: '**** **** **** ****', tabIndex: 0 });
    expect(input('有效期限（MM/YY）')).toMatchObject({ autocomplete: 'cc-exp', placeholder: 'MM / YY' });
    expect(input('安全碼')).toMatchObject({ autocomplete: 'cc-csc', placeholder: '後三碼' });

    // A click on the label reaches the field; focus marks the container as TapPay's does.
    (document.querySelector('label[for="tp-expiry"]') as HTMLLabelElement).click();
    expect(document.activeElement).toBe(input('有效期限（MM/YY）'));
    expect(document.getElementById('tp-expiry')?.classList.contains('tappay-field-focus')).toBe(true);
    input('有效期限（MM/YY）').blur();
    expect(document.getElementById('tp-expiry')?.classList.contains('tappay-field-focus')).toBe(false);
  });

  it('reports each field empty, typing, wrong or complete, and canGetPrime only when all three are complete', () => {
    const { type, last, input } = form();
    expect(sdk().card.getTappayFieldsStatus()).toMatchObject({ canGetPrime: false, hasError: false, status: { number: 1, expiry: 1, ccv: 1 } });

    type('信用卡號碼', '4242 42', { leave: false });
    expect(last().status.number).toBe(3);
    input('信用卡號碼').blur();
    expect(last()).toMatchObject({ hasError: true, status: { number: 2 } });
    expect(input('信用卡號碼').getAttribute('aria-invalid')).toBe('true');
    expect(input('信用卡號碼').style.color).toBe('rgb(198, 40, 40)');
    type('信用卡號碼', '4242 4242 4242 4241');
    expect(last().status.number).toBe(2);
    type('有效期限（MM/YY）', '13/39');
    expect(last().status.expiry).toBe(2);
    type('有效期限（MM/YY）', '01/20');
    expect(last().status.expiry).toBe(2);
    type('安全碼', '12a');
    expect(last().status.ccv).toBe(2);

    fillGoodCard(type, '5555 5555 5555 4444');
    expect(last()).toEqual({ canGetPrime: true, hasError: false, cardType: 'mastercard', status: { number: 0, expiry: 0, ccv: 0 } });
    expect(input('信用卡號碼').getAttribute('aria-invalid')).toBe('false');
    expect(sdk().card.getTappayFieldsStatus()).toEqual(last());
  });

  it('getPrime posts the card to the sandbox prime endpoint and calls back TapPay’s result', async () => {
    const { type } = form();
    fillGoodCard(type);
    const fetchMock = jest.fn(async () => reply(200, { code: 1, status: 200, msg: 'ok', return: { prime: 'sbx_prime_ab12' } }));
    window.fetch = fetchMock as unknown as typeof fetch;
    const result = await new Promise<PrimeResult>((resolve) => sdk().card.getPrime(resolve));
    expect(result).toMatchObject({ status: 0, card: { prime: 'sbx_prime_ab12', bincode: '424242', lastfour: '4242', type: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${location.origin}${PRIME_PATH}`);
    expect(JSON.parse(String(init.body))).toEqual({ card_number: '4242424242424242', expiry: '12/39', ccv: '123' });
  });

  it('getPrime calls back a non-zero status: fields not complete (nothing sent), or the sandbox refusing the card', async () => {
    const { type } = form();
    const fetchMock = jest.fn(async () => reply(422, { code: 0, status: 422, msg: '資料有誤', return: { errors: { expiry: '有效期限不正確' } } }));
    window.fetch = fetchMock as unknown as typeof fetch;
    type('信用卡號碼', '4242 4242 4242 4242');
    const incomplete = await new Promise<PrimeResult>((resolve) => sdk().card.getPrime(resolve));
    expect(incomplete.status).not.toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();

    fillGoodCard(type);
    const refused = await new Promise<PrimeResult>((resolve) => sdk().card.getPrime(resolve));
    expect(refused).toEqual({ status: 2, msg: '有效期限不正確' });
  });
});
