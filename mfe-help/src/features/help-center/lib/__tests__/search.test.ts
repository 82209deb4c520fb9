import { allArticles } from '../../../../content/catalogue';
import type { HelpArticle } from '../../../../content/types';
import { highlight, queryTerms } from '../fold';
import { createSearch, snippetOf } from '../search';

const search = createSearch(allArticles);
const ids = (query: string) => search(query).map((result) => result.article.id);

const article = (id: string, title: string, body: string): HelpArticle => ({ id, category: 'about-jcoin', title, body, platform: 'both' });

describe('help search', () => {
  it('finds Chinese words inside text without word spaces: 樂幣 finds the coin articles', () => {
    const found = ids('樂幣');
    for (const id of ['e-1', 'e-2', 'e-3', 'e-4', 'e-5', 'e-6']) expect(found).toContain(id);
  });

  it('finds the validity article with "120 天"', () => {
    expect(ids('120 天')).toContain('e-4');
    expect(ids('有效期限')[0]).toBe('e-4');
  });

  it('reads the bodies on the first query, once, not when the help centre starts', () => {
    let reads = 0;
    const counted = { ...article('x-1', '訂位說明', '樂幣回饋。') };
    Object.defineProperty(counted, 'body', {
      get: () => {
        reads += 1;
        return '樂幣回饋。';
      },
    });
    const own = createSearch([counted]);
    expect(reads).toBe(0);
    expect(own('樂幣').map((r) => r.article.id)).toEqual(['x-1']);
    expect(own('回饋')).toHaveLength(1);
    expect(reads).toBe(1);
  });

  it('ranks title hits above body hits', () => {
    const own = createSearch([article('x-1', '訂位說明', '這篇說明樂幣。'), article('x-2', '樂幣是什麼', '回饋。')]);
    expect(own('樂幣').map((r) => r.article.id)).toEqual(['x-2', 'x-1']);
    expect(ids('刪除帳號')[0]).toBe('c-8');
  });

  it('ranks more body occurrences higher among body-only hits, then keeps catalogue order', () => {
    const own = createSearch([article('x-1', '甲', '樂幣'), article('x-2', '乙', '樂幣與樂幣'), article('x-3', '丙', '樂幣')]);
    expect(own('樂幣').map((r) => r.article.id)).toEqual(['x-2', 'x-1', 'x-3']);
  });

  it('needs every term of a multi-term query', () => {
    const both = ids('VIP 18%');
    expect(both).toContain('e-3');
    for (const id of both) expect(search('VIP 18%').find((r) => r.article.id === id)).toBeDefined();
    expect(ids('樂幣 不存在的詞')).toEqual([]);
    expect(ids('VIP 退費')).toEqual(expect.arrayContaining(['terms']));
    expect(ids('VIP 退費')).not.toContain('e-1');
  });

  it('treats full-width and upper-case input like half-width lower case', () => {
    expect(queryTerms('ＶＩＰ　１２０')).toEqual(['vip', '120']);
    expect(ids('ＶＩＰ')).toEqual(ids('vip'));
    expect(ids('１２０　天')).toContain('e-4');
  });

  it('returns nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   　 ')).toEqual([]);
  });

  it('highlights matches in the original text, case- and width-insensitively', () => {
    expect(highlight('樂享 VIP 會員', ['vip'])).toEqual([
      { text: '樂享 ', match: false },
      { text: 'VIP', match: true },
      { text: ' 會員', match: false },
    ]);
    expect(highlight('ＶＩＰ方案', ['vip'])).toEqual([
      { text: 'ＶＩＰ', match: true },
      { text: '方案', match: false },
    ]);
    // Overlapping terms merge into one mark.
    expect(highlight('樂幣紀錄', ['樂幣', '幣紀'])).toEqual([
      { text: '樂幣紀', match: true },
      { text: '錄', match: false },
    ]);
    expect(highlight('沒有', ['樂幣'])).toEqual([{ text: '沒有', match: false }]);
  });

  it('gives a snippet around the first body match with the match highlighted', () => {
    const [first] = search('120 天');
    expect(first.snippet.some((s) => s.match && s.text === '120')).toBe(true);
    expect(snippetOf('甲'.repeat(100) + '樂幣' + '乙'.repeat(100), ['樂幣'], 5)).toBe('…甲甲甲甲甲樂幣乙乙乙乙乙…');
  });
});
