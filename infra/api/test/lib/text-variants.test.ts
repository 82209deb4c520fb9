import { foldVariants } from '../../src/lib/text-variants';

describe('foldVariants (opencc-js)', () => {
  it.each([
    ['台北', '臺北'],
    ['台中市西屯區', '臺中市西屯區'],
    ['裡', '裏'],
    ['温泉', '溫泉'],
    ['台湾', '臺灣'],
    ['寿司', '壽司'],
    ['鼎泰丰', '鼎泰豐'],
  ])('folds %s and %s to the same text', (a, b) => {
    expect(foldVariants(a)).toBe(foldVariants(b));
  });

  it('keeps characters apart that are different words in Traditional Chinese (麵 noodles, 面 face)', () => {
    expect(foldVariants('麵')).not.toBe(foldVariants('面'));
    expect(foldVariants('港式飲茶 大安區')).toContain(' ');
  });
});
