import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import LegalDialog from '../legal-dialog';

describe('legal dialog', () => {
  it.each([
    ['privacy-policy', /隱私/],
    ['terms', /條款/],
  ] as const)('shows the %s text in a closable dialog', async (kind, title) => {
    const onClose = jest.fn();
    render(
      <RemoteRoot>
        <MemoryRouter>
          <LegalDialog kind={kind} onClose={onClose} />
        </MemoryRouter>
      </RemoteRoot>,
    );
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.textContent?.length).toBeGreaterThan(200);
    await userEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('terms state the NT$3000 liability cap', () => {
    render(
      <RemoteRoot>
        <MemoryRouter>
          <LegalDialog kind="terms" onClose={() => undefined} />
        </MemoryRouter>
      </RemoteRoot>,
    );
    expect(screen.getByRole('dialog').textContent).toMatch(/3,?000/);
  });
});
