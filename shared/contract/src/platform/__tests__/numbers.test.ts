import { withThousands } from '../numbers';

describe('withThousands', () => {
  it('prints what toLocaleString("en-US") prints for whole numbers', () => {
    for (const n of [0, 7, 15, 100, 999, 1000, 12345, 50000, 1234567, 10_000_000, -500, -1234567]) {
      expect(withThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('drops a fraction (amounts and coins are whole)', () => {
    expect(withThousands(1234.9)).toBe('1,234');
  });
});
