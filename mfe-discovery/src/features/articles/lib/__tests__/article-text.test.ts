import { parseArticle, parseArticleLine } from '../article-text';

describe('article text', () => {
  it('keeps plain lines as one text piece', () => {
    expect(parseArticle('第一段\n\n第二段')).toEqual([[{ kind: 'text', text: '第一段' }], [], [{ kind: 'text', text: '第二段' }]]);
  });

  it('turns [name](/store/id) into a store link among the text', () => {
    expect(parseArticleLine('【[花見 日本料理](/store/7)】與[月見壽司](/store/1234)')).toEqual([
      { kind: 'text', text: '【' },
      { kind: 'store', text: '花見 日本料理', to: '/store/7' },
      { kind: 'text', text: '】與' },
      { kind: 'store', text: '月見壽司', to: '/store/1234' },
    ]);
  });

  it('keeps only the words of a link anywhere but a store page', () => {
    for (const href of ['javascript:alert(1)', 'https://evil.example/store/1', '//evil.example/store/1', '/store/1/../admin', '/store/abc', '/article/3', 'data:text/html,x']) {
      expect(parseArticleLine(`看[這裡](${href})`)).toEqual([{ kind: 'text', text: '看這裡' }]);
    }
  });
});
