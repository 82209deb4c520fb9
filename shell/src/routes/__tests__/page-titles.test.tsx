import { act, render, screen } from '@testing-library/react';
import { pageTitle } from '@joy/bus';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { DocumentTitle } from '../../layout/document-title';
import { HOME_TITLE, pageNames, titleFor } from '../page-titles';
import { routeTable } from '../route-table';

describe('page titles', () => {
  it('names every pattern of the route table', () => {
    const named = new Set(pageNames.map(([pattern]) => pattern));
    const missing = routeTable.flatMap(({ patterns }) => patterns).filter((p) => p !== '/' && !named.has(p));
    expect(missing).toEqual([]);
  });

  it('gives the home page the site title and other pages 樂享｜<page>', () => {
    expect(titleFor('/')).toBe(HOME_TITLE);
    expect(titleFor('/member')).toBe('樂享｜會員中心');
    expect(titleFor('/member/history/payment-record')).toBe('樂享｜付款紀錄');
    expect(titleFor('/member/history/payment-record/12')).toBe('樂享｜付款明細');
    expect(titleFor('/member/history/31')).toBe('樂享｜訂位明細');
    expect(titleFor('/store/711/')).toBe('樂享｜餐廳資訊');
    expect(titleFor('/help/booking/b-2')).toBe('樂享｜幫助中心');
    expect(titleFor('/nowhere')).toBe('樂享');
  });

  it('follows in-app navigation', async () => {
    function Links() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/member/rewards')}>
          go
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/store']}>
        <DocumentTitle />
        <Links />
      </MemoryRouter>,
    );
    expect(document.title).toBe('樂享｜找餐廳');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(document.title).toBe('樂享｜樂幣紀錄');
  });

  it("uses the name a remote gives its page, for that path only, whichever comes first", async () => {
    function Links() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/store/12')}>
            store 12
          </button>
          <button type="button" onClick={() => navigate('/store/13')}>
            store 13
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/store/12']}>
        <DocumentTitle />
        <Links />
      </MemoryRouter>,
    );
    expect(document.title).toBe('樂享｜餐廳資訊');
    act(() => pageTitle('/store/12/', '夢麵屋｜樂享線上訂位'));
    expect(document.title).toBe('夢麵屋｜樂享線上訂位');
    // Another store's page: the route's title until that store names itself.
    await userEvent.click(screen.getByRole('button', { name: 'store 13' }));
    expect(document.title).toBe('樂享｜餐廳資訊');
    // A late name for the page the diner left changes nothing.
    act(() => pageTitle('/store/12', '夢麵屋｜樂享線上訂位'));
    expect(document.title).toBe('樂享｜餐廳資訊');
    // The name arrives before the route change: it is used once the diner is there.
    act(() => pageTitle('/store/12', '夢麵屋｜樂享線上訂位'));
    await userEvent.click(screen.getByRole('button', { name: 'store 12' }));
    expect(document.title).toBe('夢麵屋｜樂享線上訂位');
  });
});
