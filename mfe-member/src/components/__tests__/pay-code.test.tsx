import { render, screen, waitFor } from '@testing-library/react';
import { RemoteRoot } from '@joy/ui';
import { PayCode } from '../pay-code';

const renderCode = (code: string) => render(<RemoteRoot><PayCode code={code} /></RemoteRoot>);

describe('pay code', () => {
  it('draws the code as a QR code and a barcode, each with an accessible name, with the text below', async () => {
    renderCode('JOY7A2B9C4D');
    expect(screen.getByText('付款碼產生中…')).toHaveAttribute('aria-busy', 'true');
    const qr = await screen.findByRole('img', { name: '會員付款碼 QR Code：JOY7A2B9C4D' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const bars = screen.getByRole('img', { name: '會員付款碼條碼：JOY7A2B9C4D' });
    expect(bars.querySelector('path')?.getAttribute('d')).toMatch(/^M10 0h\d+v1/);
    expect(screen.getByLabelText('會員付款碼 JOY7A2B9C4D')).toHaveTextContent('JOY7 A2B9 C4D');
    expect(screen.queryByText('付款碼產生中…')).toBeNull();
  });

  it('draws both codes again when the code rotates', async () => {
    const { rerender } = renderCode('JOY7A2B9C4D');
    const before = (await screen.findByRole('img', { name: /QR Code：JOY7A2B9C4D/ })).querySelector('path')?.getAttribute('d');
    rerender(<RemoteRoot><PayCode code="JOY9Z8Y7X6W" /></RemoteRoot>);
    // The old images are not shown beside the new text.
    expect(screen.queryByRole('img', { name: /JOY7A2B9C4D/ })).toBeNull();
    const qr = await screen.findByRole('img', { name: '會員付款碼 QR Code：JOY9Z8Y7X6W' });
    expect(qr.querySelector('path')?.getAttribute('d')).not.toBe(before);
    expect(screen.getByRole('img', { name: '會員付款碼條碼：JOY9Z8Y7X6W' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('會員付款碼 JOY9Z8Y7X6W')).toHaveTextContent('JOY9 Z8Y7 X6W'));
  });
});
