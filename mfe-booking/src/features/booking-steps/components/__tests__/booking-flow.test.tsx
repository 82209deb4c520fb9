import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { on } from '@joy/bus';
import { authStore } from '@joy/auth';
import { RemoteRoot } from '@joy/ui';
import { BookingPage } from '../booking-page';
import { clearBookingDraft, getBookingDraft, updateBookingDraft } from '@joy/booking-draft';

const store = { id: 5, name: '青葉台菜', address: '台北市中山區', logo: '/l.svg', business_status: 1, average_score: 4.2, business_times: [], joy_booking: true };
const envelope = (ret: unknown, over: Record<string, unknown> = {}) => JSON.stringify({ code: 1, status: 200, msg: 'ok', return: ret, ...over });

let orderReply: () => Response;
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
  orderReply = () => new Response(envelope({ order_id: 77, slug: 'AB12CD' }));
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/v2/store/5') return new Response(envelope(store));
    if (url === '/v2/store/can-order-date/5') return new Response(envelope({ '2030-01-07': ['18:00', '18:30'], '2030-01-08': [] }));
    if (url.startsWith('/v2/store/5/can-order-times/2030-01-07/')) return new Response(envelope([{ time: '18:00', available: true, seats_left: 8 }, { time: '18:30', available: false, seats_left: 0 }]));
    if (url === '/v2/captcha') return new Response(envelope({ provider: 'local', token: 'captcha-answer', site_key: 'joy-local-captcha', script_url: '/dev/captcha/api.js' }));
    if (url === '/v2/order') {
      posted.push(JSON.parse(String(init?.body)));
      return orderReply();
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
  await userEvent.click(screen.getByRole('button', { name: '下一步' }));
}

describe('booking steps', () => {
  it('opens with the choices the store page saved after this remote first loaded', async () => {
    // The store page's booking panel (another remote) writes the shared draft keys.
    localStorage.setItem('reservationDate', '2030-01-07');
    localStorage.setItem('reservationTime', '18:00');
    localStorage.setItem('adultNum', '3');
    renderBooking();
    expect(await screen.findByRole('button', { name: /1 月 7 日/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens with the choices the store page made in the shared draft', async () => {
    // The store page's panel (mfe-discovery) holds the same @joy/booking-draft singleton.
    updateBookingDraft({ date: '2030-01-07', time: '18:00', adults: 4, children: 1 });
    renderBooking();
    expect(await screen.findByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: '大人' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: '小孩' })).toHaveValue('1');
  });

  it('ignores a kept draft that does not hold up (a date that does not exist, too many people)', async () => {
    localStorage.setItem('reservationDate', '2030-02-30');
    localStorage.setItem('reservationTime', '18:00');
    localStorage.setItem('adultNum', '99');
    renderBooking();
    expect(await screen.findByRole('button', { name: /1 月 7 日/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: '時段' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '大人' })).toHaveValue('2');
  });

  it('keeps each choice in the draft, so a diner who logs in halfway finds it after the reload', async () => {
    renderBooking();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '大人' }), '15');
    expect(within(screen.getByRole('combobox', { name: '小孩' })).getAllByRole('option')).toHaveLength(6);
    await userEvent.click(await screen.findByRole('button', { name: /1 月 7 日/ }));
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    expect(getBookingDraft()).toEqual({ date: '2030-01-07', time: '18:00', adults: 15, children: 0 });
    expect([localStorage.getItem('reservationDate'), localStorage.getItem('reservationTime'), localStorage.getItem('adultNum')]).toEqual(['2030-01-07', '18:00', '15']);
  });

  it('disables dates with no times and full slots', async () => {
    renderBooking();
    expect(await screen.findByRole('button', { name: /1 月 8 日.*無空位/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: /1 月 7 日/ }));
    expect(await screen.findByRole('button', { name: '18:30（已額滿）' })).toBeDisabled();
  });

  it('asks a guest for name, email and phone with the §5 messages', async () => {
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('姓名為必填')).toBeInTheDocument();
    expect(screen.getByText('電子信箱為必填')).toBeInTheDocument();
    expect(screen.getByText('手機號碼為必填')).toBeInTheDocument();
    expect(screen.getByText('請選擇日期')).toBeInTheDocument();
  });

  it('books as a guest through confirm and lands on the success page with slug and order id', async () => {
    renderBooking();
    await chooseSlotAndGuest();
    expect(await screen.findByRole('heading', { name: '確認訂位資訊' })).toBeInTheDocument();
    expect(screen.getByText('2030 年 1 月 7 日')).toBeInTheDocument();
    // The guest's answer is a reCAPTCHA one with the badge hidden: Google's line shows instead.
    expect(screen.getByText(/本網站受 reCAPTCHA 保護/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '隱私權政策' })).toHaveAttribute('href', 'https://policies.google.com/privacy?hl=zh-TW');
    await userEvent.click(screen.getByRole('button', { name: '確認訂位' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/reservation-success?slug=AB12CD&orderId=77');
    expect(posted[0]).toMatchObject({ store_id: 5, date: '2030-01-07', time: '18:00', adult_num: 2, child_num: 0, name: '陳小華', email: 'hua@example.tw', phone: '0912345678' });
    expect(typeof posted[0].idempotency_key).toBe('string');
    // A guest's booking carries a fresh captcha answer.
    expect(posted[0].captcha).toBe('captcha-answer');
    expect(localStorage.getItem('reservationDate')).toBeNull();
    expect(getBookingDraft()).toEqual({ date: null, time: null, adults: 2, children: 0 });
  });

  it('opens the blacklist dialog for error code 422100', async () => {
    orderReply = () => new Response(envelope(null, { code: 422100, status: 422, msg: '很抱歉，您目前無法使用線上訂位' }), { status: 422 });
    renderBooking();
    await chooseSlotAndGuest();
    await userEvent.click(await screen.findByRole('button', { name: '確認訂位' }));
    expect(await screen.findByRole('dialog', { name: '無法線上訂位' })).toBeInTheDocument();
  });

  it('shows other booking errors in a message dialog that closes after 2 s', async () => {
    orderReply = () => new Response(envelope(null, { code: 0, status: 409, msg: '此時段已客滿，請選擇其他時段' }), { status: 409 });
    const dialogs = jest.fn();
    const off = on('ui:message', dialogs);
    renderBooking();
    await chooseSlotAndGuest();
    await userEvent.click(await screen.findByRole('button', { name: '確認訂位' }));
    await screen.findByRole('heading', { name: '用餐人數' });
    off();
    expect(dialogs).toHaveBeenCalledWith({ message: '此時段已客滿，請選擇其他時段', autoCloseMs: 2000 });
  });

  it('a member books without guest fields', async () => {
    act(() => authStore.setState({ token: 'tok', member: { id: 1, name: '會員', avatar: '', is_joy_dealer: false } }));
    renderBooking();
    await userEvent.click(await screen.findByRole('button', { name: /1 月 7 日/ }));
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    expect(screen.queryByLabelText('姓名')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(await screen.findByRole('button', { name: '確認訂位' }));
    await screen.findByTestId('where');
    expect(posted[0].name).toBeUndefined();
    expect(posted[0].captcha).toBe('');
    act(() => authStore.setState({ token: null, member: null }));
  });
});
