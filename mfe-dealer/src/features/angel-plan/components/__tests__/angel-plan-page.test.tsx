import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { RemoteRoot } from '@joy/ui';
import { AngelPlanPage, periodLabel } from '../angel-plan-page';

describe('angel plan page', () => {
  it('lists the dealer programs with prices and monthly/yearly wording', async () => {
    global.fetch = jest.fn(async () =>
      new Response(JSON.stringify({ code: 1, status: 200, msg: 'ok', return: [
        { id: 1, name: 'VIP 月方案', price: 299, period_days: 30, description: '每月自動續約' },
        { id: 2, name: 'VIP 年方案', price: 2990, period_days: 365, description: '一次付清一年' },
      ] })),
    ) as unknown as typeof fetch;
    render(
      <RemoteRoot>
        <SWRConfig value={{ provider: () => new Map() }}>
          <AngelPlanPage />
        </SWRConfig>
      </RemoteRoot>,
    );
    expect(await screen.findByRole('heading', { name: 'VIP 月方案' })).toBeInTheDocument();
    expect(screen.getByText('NT$ 2,990')).toBeInTheDocument();
    expect(screen.getByText(/72 小時/)).toBeInTheDocument();
  });

  it('program 1 is monthly, others yearly (§9)', () => {
    expect([periodLabel(1), periodLabel(2), periodLabel(7)]).toEqual(['月', '年', '年']);
  });
});
