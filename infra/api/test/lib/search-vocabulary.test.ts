import { englishNames } from '../../src/lib/search-vocabulary';
import { searchBase } from '../../src/db/derived';
import { foldVariants } from '../../src/lib/text-variants';

describe('English names in the search text', () => {
  const names = (text: string) => englishNames(foldVariants(text)).split(' ');

  it('names food types and dishes in English, each word once', () => {
    expect(names('湯城火鍋 火鍋 台菜')).toEqual(expect.arrayContaining(['hot', 'pot', 'hotpot', 'taiwanese']));
    expect(names('花見壽司 日式料理')).toEqual(expect.arrayContaining(['sushi', 'japanese']));
    expect(names('紅燒牛肉麵')).toEqual(expect.arrayContaining(['beef', 'noodles']));
    expect(englishNames(foldVariants('火鍋 麻辣鍋')).split(' ').filter((w) => w === 'hotpot')).toHaveLength(1);
  });

  it('knows Simplified and variant forms, and a word inside a longer one it is not (麵包 is bread)', () => {
    expect(names('韩式料理')).toContain('korean');
    expect(names('台菜')).toEqual(names('臺菜'));
    expect(names('香蒜麵包')).not.toContain('noodles');
    expect(names('脆皮燒肉')).not.toContain('bbq');
    expect(names('炭吉燒肉')).toContain('bbq');
    expect(names('香蒜麵包 豚骨拉麵')).toContain('noodles');
    expect(englishNames('大安區')).toBe('');
  });

  it('builds a base with single spaces (the read model cuts the text at its first double space)', () => {
    const base = searchBase('湯城火鍋  火鍋 大安區  tangcheng hotpot', '湯城火鍋 火鍋');
    expect(base).not.toMatch(/\s{2}/u);
    expect(base.startsWith('湯城火鍋 火鍋 大安區 tangcheng hotpot ')).toBe(true);
    expect(base).toContain('hot pot');
  });
});
