import { parseInline, parseMarkup, plainText } from '../markup';

describe('help markup', () => {
  it('parses headings, paragraphs, bullet and numbered lists', () => {
    const blocks = parseMarkup(`
## 步驟

1. 第一步
2. 第二步
- 注意事項
段落**粗體**文字
`);
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'steps', 'bullets', 'paragraph']);
    expect(blocks[1]).toEqual({ kind: 'steps', items: [[{ kind: 'text', text: '第一步' }], [{ kind: 'text', text: '第二步' }]] });
    expect(blocks[3]).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: '段落' },
        { kind: 'bold', text: '粗體' },
        { kind: 'text', text: '文字' },
      ],
    });
  });

  it('only links same-site paths; other targets and HTML stay text', () => {
    expect(parseInline('[聯絡我們](/contact)')).toEqual([{ kind: 'link', text: '聯絡我們', href: '/contact' }]);
    expect(parseInline('[點我](javascript:alert(1))')[0].kind).toBe('text');
    expect(parseInline('[外站](//evil.example)')).toEqual([{ kind: 'text', text: '外站' }]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('gives readable plain text for search', () => {
    expect(plainText('## 標題\n\n- **樂幣**說明，見[紀錄](/member/rewards)')).toBe('標題\n樂幣說明，見紀錄');
  });
});
