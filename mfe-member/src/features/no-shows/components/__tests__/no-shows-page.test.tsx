import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noShowMessages, type NoShowMark, type NoShowRecord } from '@joy/contract';
import { on } from '@joy/bus';
import { fail, logIn, logOut, mockFetch, ok } from '../../../../test-utils/api-mock';
import { renderRoute } from '../../../../test-utils/render';
import { NoShowsPage } from '../no-shows-page';

const mark = (id: number, over: Partial<NoShowMark> = {}): NoShowMark => ({
  id, store_name: `鼎泰小館 ${id}`, date: '2026-10-20', time: '18:30', marked_at: '2026-10-20T12:00:00.000Z', status: 'standing', counts: true,
  counts_until: '2027-01-18T12:00:00.000Z', can_dispute: true, dispute_until: '2026-11-19T12:00:00.000Z', dispute_reason: null, disputed_at: null,
  store_answer: null, answered_at: null, ...over,
});

const record = (marks: NoShowMark[], count = marks.filter((m) => m.counts).length, until: string | null = null): NoShowRecord => ({
  standing: { count, card_required: until !== null, card_required_until: until, window_days: 90, threshold: 2 },
  marks,
});

let toasts: string[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  logIn();
  toasts = [];
  off = on('ui:toast', ({ message }) => void toasts.push(message));
});
afterEach(() => {
  off();
  act(() => logOut());
});

const renderPage = () => renderRoute(<NoShowsPage />, { url: '/member/no-shows' });

describe('未到紀錄 (/member/no-shows)', () => {
  it('says in plain words that a card is required and from which day it is not, and lists each mark', async () => {
    const calls = mockFetch(() =>
      ok(record([
        mark(1),
        mark(2, { status: 'upheld', can_dispute: false, dispute_reason: '我們準時到了', disputed_at: '2026-09-02T01:00:00.000Z', store_answer: '當天有致電兩次未接\n維持紀錄', answered_at: '2026-09-03T01:00:00.000Z' }),
        mark(3, { status: 'withdrawn', counts: false, can_dispute: false, store_answer: '已撤銷，抱歉' }),
      ], 2, '2026-12-19T17:30:00.000Z')),
    );
    renderPage();
    expect(await screen.findByText('近 90 天內未到 2 次：之後的訂位需以信用卡擔保，2026/12/20 起恢復')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v2/member/no-shows' });
    const list = screen.getByRole('list', { name: '未到紀錄' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('未到')).toBeInTheDocument();
    expect(within(items[0]).getByText(/計入未到紀錄至 2027\/01\/18/)).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: '申訴' })).toBeInTheDocument();
    expect(within(items[1]).getByText('店家維持未到')).toBeInTheDocument();
    expect(within(items[1]).getByText('我們準時到了')).toBeInTheDocument();
    expect(within(items[1]).getByRole('heading', { name: /店家回覆/ })).toBeInTheDocument();
    expect(within(items[1]).getByText(/當天有致電兩次未接/).querySelector('br')).not.toBeNull();
    expect(within(items[1]).queryByRole('button', { name: '申訴' })).toBeNull();
    expect(within(items[2]).getByText('店家已撤銷')).toBeInTheDocument();
    expect(within(items[2]).getByText(/不計入未到紀錄/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '了解未到紀錄與申訴' })).toHaveAttribute('href', '/help/about-reservation/no-show-record');
  });

  it('shows 沒有未到紀錄 when there are none', async () => {
    mockFetch(() => ok(record([])));
    renderPage();
    expect(await screen.findByText(noShowMessages.empty)).toBeInTheDocument();
    expect(screen.getByText('近 90 天內沒有未到紀錄，訂位不需信用卡擔保')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? fail(500, '系統忙碌中') : ok(record([mark(4)]))));
    renderPage();
    expect(screen.getByRole('status', { name: '載入中' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '重新載入' }));
    expect(await screen.findByText('鼎泰小館 4')).toBeInTheDocument();
  });

  it('disputes a mark in a labelled dialog: checks the reason, sends it once, then shows 申訴中 without the button', async () => {
    let current = record([mark(5)]);
    const calls = mockFetch((path, _url, call) => {
      if (call.method === 'POST') {
        const sent = mark(5, { status: 'disputed', can_dispute: false, dispute_reason: String(call.body?.reason), disputed_at: '2026-10-21T02:00:00.000Z' });
        current = record([sent]);
        return ok(sent);
      }
      return ok(current);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '申訴' }));
    const dialog = screen.getByRole('dialog', { name: '申訴未到紀錄' });
    const reason = within(dialog).getByLabelText('申訴原因');
    await userEvent.type(reason, '太短');
    await userEvent.click(within(dialog).getByRole('button', { name: '送出申訴' }));
    expect(await within(dialog).findByText(noShowMessages.disputeReasonTooShort)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '我們準時到店，店員說找不到訂位');
    await userEvent.click(within(dialog).getByRole('button', { name: '送出申訴' }));
    expect(await screen.findByText('申訴中')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ url: '/v2/member/no-shows/5/dispute', body: { reason: '我們準時到店，店員說找不到訂位' } })]);
    expect(toasts).toContain(noShowMessages.disputeSent);
    expect(screen.queryByRole('button', { name: '申訴' })).toBeNull();
    expect(screen.getByText(/申訴處理中/)).toBeInTheDocument();
  });

  it('shows the server’s field message when the dispute is refused', async () => {
    mockFetch((_path, _url, call) => (call.method === 'POST' ? fail(409, noShowMessages.alreadyDisputed, { reason: noShowMessages.alreadyDisputed }) : ok(record([mark(6)]))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '申訴' }));
    const dialog = screen.getByRole('dialog', { name: '申訴未到紀錄' });
    await userEvent.type(within(dialog).getByLabelText('申訴原因'), '我們準時到店，店員說找不到訂位');
    await userEvent.click(within(dialog).getByRole('button', { name: '送出申訴' }));
    expect(await within(dialog).findByText(noShowMessages.alreadyDisputed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '送出申訴' })).toBeEnabled();
  });
});
