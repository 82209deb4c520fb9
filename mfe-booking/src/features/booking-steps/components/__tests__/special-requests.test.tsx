import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { OCCASIONS } from '@joy/contract';
import { RemoteRoot } from '@joy/ui';
import { clearBookingDraft } from '@joy/booking-draft';
import { BookingPage } from '../booking-page';

const baseStore = { id: 5, name: '青葉台菜', address: '台北市中山區', logo: '/l.svg', business_status: 1, average_score: 4.2, business_times: [], joy_booking: true };
const envelope = (ret: unknown, over: Record<string, unknown> = {}) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret, ...over });
const DUPLICATE = '您已有 1/7 18:30 的訂位，仍要再訂嗎？';

let store: Record<string, unknown>;
let orderReplies: Array<() => Response>;
const posted: Array<Record<string, unknown>> = [];

/** The captcha widget on the page (`grecaptcha`, here standing in for the local provider's): its callback gets the answer. */
function installCaptchaWidget(token: string) {
  let callback: (answer: string) => void = () => undefined;
  const grecaptcha = {
    ready: (done: () => void) => done(),
    render: (_holder: HTMLElement, options: { callback: (answer: string) => void }) => ((callback = options.callback), 0),
    reset: () => undefined,
    execute: () => callback(token),
  };
  Object.assign(window, { grecaptcha });
}

beforeEach(() => {
  installCaptchaWidget('captcha-answer');
  clearBookingDraft();
  posted.length = 0;
  store = { ...baseStore, seating_areas: ['窗邊', '包廂', '吧檯'] };
  orderReplies = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/v2/store/5') return new Response(envelope(store));
    if (url === '/v2/store/can-order-date/5') return new Response(envelope({ '2030-01-07': ['18:00'] }));
    if (url.startsWith('/v2/store/5/can-order-times/2030-01-07/')) return new Response(envelope([{ time: '18:00', available: true, seats_left: 8 }]));
    if (url === '/v2/captcha') return new Response(envelope({ provider: 'local', token: 'captcha-answer', site_key: 'joy-local-captcha', script_url: '/dev/captcha/api.js' }));
    if (url === '/v2/order') {
      posted.push(JSON.parse(String(init?.body)));
      return (orderReplies.shift() ?? (() => new Response(envelope({ order_id: 77, slug: 'AB12CD', public_id: 'p' }))))();
    }
    return new Response(envelope(null, { code: 0, status: 404, msg: 'x' }), { status: 404 });
  }) as unknown as typeof fetch;
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

async function chooseSlotAndGuest() {
  await userEvent.click(await screen.findByRole('button', { name: /1 月 7 日/ }));
  await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
  await userEvent.type(screen.getByLabelText('姓名'), '陳小華');
  await userEvent.type(screen.getByLabelText('電子信箱'), 'hua@example.tw');
  await userEvent.type(screen.getByLabelText('手機號碼'), '0912345678');
}

async function fillRequests() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '用餐目的' }), '紀念日');
  await userEvent.type(screen.getByLabelText(/飲食禁忌與過敏/), '不吃牛、花生過敏');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '座位偏好' }), '包廂');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '兒童座椅' }), '2 張');
}

describe('special requests on the booking steps', () => {
  it('offers exactly the contract’s occasions (or none), the store’s seating areas and 0–4 high chairs', async () => {
    renderBooking();
    const occasion = await screen.findByRole('combobox', { name: '用餐目的' });
    expect(within(occasion).getAllByRole('option').map((o) => o.textContent)).toEqual(['不指定', '生日', '紀念日', '商務', '約會', '其他']);
    expect(OCCASIONS).toEqual(['生日', '紀念日', '商務', '約會', '其他']);
    expect(occasion).toHaveValue('');
    const area = screen.getByRole('combobox', { name: '座位偏好' });
    expect(within(area).getAllByRole('option').map((o) => o.textContent)).toEqual(['不指定', '窗邊', '包廂', '吧檯']);
    const chairs = screen.getByRole('combobox', { name: '兒童座椅' });
    expect(within(chairs).getAllByRole('option').map((o) => o.textContent)).toEqual(['不需要', '1 張', '2 張', '3 張', '4 張']);
    expect(screen.getByLabelText(/飲食禁忌與過敏/)).toHaveAttribute('maxlength', '200');
  });

  it('offers no seating preference when the store has no areas', async () => {
    store = { ...baseStore, seating_areas: [] };
    renderBooking();
    await screen.findByRole('combobox', { name: '用餐目的' });
    expect(screen.queryByRole('combobox', { name: '座位偏好' })).toBeNull();
  });

  it('lists the requests on the confirm step and sends them with the booking', async () => {
    renderBooking();
    await chooseSlotAndGuest();
    await fillRequests();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('region', { name: '確認訂位資訊' });
    const facts = within(confirm);
    expect(facts.getByText('用餐目的').nextElementSibling).toHaveTextContent('紀念日');
    expect(facts.getByText('飲食禁忌與過敏').nextElementSibling).toHaveTextContent('不吃牛、花生過敏');
    expect(facts.getByText('座位偏好').nextElementSibling).toHaveTextContent('包廂');
    expect(facts.getByText('兒童座椅').nextElementSibling).toHaveTextContent('2 張');
    await userEvent.click(facts.getByRole('button', { name: '確認訂位' }));
    await screen.findByTestId('where');
    expect(posted[0]).toMatchObject({ purpose: '紀念日', dietary_note: '不吃牛、花生過敏', seating_area: '包廂', high_chairs: 2, allow_duplicate: false });
  });

  it('lists none of them when none were given, and sends none', async () => {
    renderBooking();
    await chooseSlotAndGuest();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('region', { name: '確認訂位資訊' });
    for (const label of ['用餐目的', '飲食禁忌與過敏', '座位偏好', '兒童座椅']) expect(within(confirm).queryByText(label)).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: '確認訂位' }));
    await screen.findByTestId('where');
    expect(posted[0]).toMatchObject({ purpose: '', dietary_note: '', seating_area: '', high_chairs: 0 });
  });
});

describe('the duplicate-booking question', () => {
  const duplicateReply = () => new Response(envelope(null, { code: 409100, status: 409, msg: DUPLICATE }), { status: 409 });

  it('asks 仍要訂位 / 取消; 仍要訂位 books with allow_duplicate and the same attempt key', async () => {
    orderReplies = [duplicateReply];
    renderBooking();
    await chooseSlotAndGuest();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '確認訂位' }));
    const dialog = await screen.findByRole('dialog', { name: '已有相近的訂位' });
    expect(within(dialog).getByText(DUPLICATE)).toBeInTheDocument();
    // Still on the confirm step behind the dialog, nothing booked yet.
    expect(screen.getByRole('heading', { name: '確認訂位資訊' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '仍要訂位' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/reservation-success?slug=AB12CD&orderId=77');
    expect(posted).toHaveLength(2);
    expect(posted[0].allow_duplicate).toBe(false);
    expect(posted[1].allow_duplicate).toBe(true);
    expect(posted[1].idempotency_key).toBe(posted[0].idempotency_key);
  });

  it('取消 closes the question and books nothing; the diner stays on the confirm step', async () => {
    orderReplies = [duplicateReply];
    renderBooking();
    await chooseSlotAndGuest();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '確認訂位' }));
    const dialog = await screen.findByRole('dialog', { name: '已有相近的訂位' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: '確認訂位資訊' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '確認訂位' })).toBeEnabled();
    expect(posted).toHaveLength(1);
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
