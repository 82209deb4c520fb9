import { render, screen } from '@testing-library/react';
import { StoreRating } from '../store-rating';

describe('StoreRating', () => {
  it('shows the average to one decimal with the count', () => {
    const { container } = render(<StoreRating average={4.56} count={1234} />);
    expect(container).toHaveTextContent('★ 4.6（1,234 則評論）');
    expect(screen.getByLabelText('平均 4.6 顆星')).toBeInTheDocument();
  });

  it('leaves the count out when asked', () => {
    const { container } = render(<StoreRating average={4.2} count={3} withCount={false} />);
    expect(container).toHaveTextContent(/^★ 4\.2$/);
  });

  it('says 尚無評論 for a store nobody has reviewed, never ★ 0.0', () => {
    const { container } = render(<StoreRating average={0} count={0} />);
    expect(container).toHaveTextContent(/^尚無評論$/);
    expect(container).not.toHaveTextContent('0.0');
  });
});
