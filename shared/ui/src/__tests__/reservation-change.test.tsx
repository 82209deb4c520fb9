import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ApiError, messages, type TimeSlot } from '@joy/contract';
import { RemoteRoot } from '../index';
import { changeDates, fitsChange, ReservationChangePanel, type ReservationChange, type ReservationChangePanelProps } from '../reservation-change';

const booking = { date: '2099-12-24', time: '19:00', adult_num: 2, child_num: 0 };
const slot = (time: string, seats_left: number, party: number): TimeSlot => ({ time, seats_left, available: seats_left >= party });

/** 18:00 has room for 4, 19:00 (the booking's) 1 seat left beside its own 2, 20:00 is full. */
const dayOf = (party: number) => [slot('18:00', 4, party), slot('19:00', 1, party), slot('20:00', 0, party)];

function renderPanel(over: Partial<ReservationChangePanelProps> = {}) {
  const submit = jest.fn<Promise<void>, [ReservationChange]>(async () => undefined);
  const loadTimes = jest.fn(async (_date: string, party: number) => dayOf(party));
  const onClose = jest.fn();
  const props: ReservationChangePanelProps = {
    booking,
    storeKey: '5',
    loadDates: async () => ({ '2099-12-24': ['18:00'], '2099-12-25': ['18:00', '19:00'], '2099-12-26': [] }),
    loadTimes,
    submit,
    onClose,
    ...over,
  };
  render(
    <RemoteRoot>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ReservationChangePanel {...props} />
      </SWRConfig>
    </RemoteRoot>,
  );
  return { submit: (over.submit as jest.Mock | undefined) ?? submit, loadTimes, onClose };
}

const timeButton = (time: string) => within(screen.getByRole('group', { name: '時段' })).getByRole('button', { name: new RegExp(`^${time}`) });

describe('the change panel rules', () => {
  it("counts the booking's own seats as free in its own slot only", () => {
    expect(fitsChange(slot('19:00', 1, 3), '2099-12-24', 3, booking)).toBe(true);
    expect(fitsChange(slot('19:00', 1, 4), '2099-12-24', 4, booking)).toBe(false);
    expect(fitsChange(slot('19:00', 1, 3), '2099-12-25', 3, booking)).toBe(false);
  });

  it("offers the booking's own date even when nobody else could book it, and no other empty date", () => {
    expect(changeDates({ '2099-12-25': ['18:00'], '2099-12-26': [] }, booking)).toEqual([
      { date: '2099-12-24', open: true },
      { date: '2099-12-25', open: true },
      { date: '2099-12-26', open: false },
    ]);
  });
});

describe('ReservationChangePanel', () => {
  it("starts from the booking, moves focus to its heading, and sends a larger party in the booking's own slot", async () => {
    const { submit } = renderPanel();
    const heading = screen.getByRole('heading', { name: '更改訂位' });
    expect(heading).toHaveFocus();
    expect(await screen.findByRole('combobox', { name: '日期' })).toHaveValue('2099-12-24');
    expect(screen.getByRole('option', { name: '12 月 26 日（六）（無空位）' })).toBeDisabled();
    expect(timeButton('19:00')).toHaveAttribute('aria-pressed', 'true');
    expect(timeButton('20:00')).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '大人' }), '3');
    await waitFor(() => expect(timeButton('19:00')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(submit).toHaveBeenCalledWith({ date: '2099-12-24', time: '19:00', adult_num: 3, child_num: 0 });
  });

  it('asks for a time when the new party no longer fits the chosen one, and says when nothing changed', async () => {
    const { submit } = renderPanel();
    await screen.findByRole('group', { name: '時段' });
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orderChangeSame);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '大人' }), '4');
    await waitFor(() => expect(timeButton('19:00')).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByText('請選擇時段')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await userEvent.click(timeButton('18:00'));
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(submit).toHaveBeenCalledWith({ date: '2099-12-24', time: '18:00', adult_num: 4, child_num: 0 });
  });

  it('keeps the panel open on 409 with the message and reads the times again', async () => {
    const submit = jest.fn(async () => {
      throw new ApiError(409, 0, '此時段已客滿，請選擇其他時段');
    });
    const { loadTimes, onClose } = renderPanel({ submit });
    await screen.findByRole('group', { name: '時段' });
    await userEvent.click(timeButton('18:00'));
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('此時段已客滿，請選擇其他時段');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('heading', { name: '更改訂位' })).toBeInTheDocument();
    await waitFor(() => expect(loadTimes).toHaveBeenCalledTimes(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows field errors beside their fields', async () => {
    const submit = jest.fn(async () => {
      throw new ApiError(422, 0, '資料格式不正確', { adult_num: '訂位人數超過店家可接待人數' });
    });
    renderPanel({ submit });
    await screen.findByRole('group', { name: '時段' });
    await userEvent.click(timeButton('18:00'));
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByText('訂位人數超過店家可接待人數')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '大人' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: '大人' })).toHaveAccessibleDescription('訂位人數超過店家可接待人數');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('returns without sending', async () => {
    const { submit, onClose } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onClose).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('the guest proof: an SMS code', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the code to the masked phone, counts down the resend, and sends the code with the change', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const send = jest.fn(async () => ({ phone_hint: '0912***678' }));
    const { submit } = renderPanel({ code: { phoneHint: '0912***678', send } });
    expect(screen.getByText(/傳送至 0912\*\*\*678/)).toBeInTheDocument();
    expect(screen.queryByLabelText('驗證碼')).not.toBeInTheDocument();
    await screen.findByRole('group', { name: '時段' });
    await user.click(timeButton('18:00'));

    await user.click(screen.getByRole('button', { name: '傳送驗證碼' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('驗證碼已傳送至 0912***678，請於下方輸入。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60 秒後可重新發送' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59 秒後可重新發送' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByText('此欄位為必填')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('驗證碼'), '12a3456');
    expect(screen.getByLabelText('驗證碼')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: '確認更改' }));
    expect(submit).toHaveBeenCalledWith({ date: '2099-12-24', time: '18:00', adult_num: 2, child_num: 0, code: '123456' });

    // One tick a second: the wait runs out after the rest of the minute.
    for (let s = 0; s < 59; s++) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '重新傳送驗證碼' })).toBeEnabled();
  });

  it("waits out a 429 with the server's wait and still takes the code sent before", async () => {
    const send = jest.fn(async () => {
      throw new ApiError(429, 0, '請求過於頻繁，請稍後再試', {}, 125);
    });
    renderPanel({ code: { phoneHint: '0912***678', send } });
    await userEvent.click(screen.getByRole('button', { name: '傳送驗證碼' }));
    expect(await screen.findByText('請求過於頻繁，請稍後再試（2 分 5 秒後可重新發送）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 分 5 秒後可重新發送' })).toBeDisabled();
    expect(screen.getByLabelText('驗證碼')).toBeInTheDocument();
  });

  it('shows a wrong or expired code beside the code field', async () => {
    const submit = jest.fn(async () => {
      throw new ApiError(422, 0, '驗證碼已失效，請重新發送', { code: '驗證碼已失效，請重新發送' });
    });
    renderPanel({ code: { phoneHint: '0912***678', send: async () => ({ phone_hint: '0912***678' }) }, submit });
    await screen.findByRole('group', { name: '時段' });
    await userEvent.click(timeButton('18:00'));
    await userEvent.click(screen.getByRole('button', { name: '傳送驗證碼' }));
    await userEvent.type(await screen.findByLabelText('驗證碼'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '確認更改' }));
    expect(await screen.findByText('驗證碼已失效，請重新發送')).toBeInTheDocument();
    expect(screen.getByLabelText('驗證碼')).toHaveAttribute('aria-invalid', 'true');
  });
});
