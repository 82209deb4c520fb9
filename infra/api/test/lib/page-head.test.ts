import { escapeHtml, injectHead } from '../../src/lib/page-head';

const shellHtml = '<html><head><title>樂享｜24 小時線上訂位</title><meta name="description" content="首頁說明" /></head><body></body></html>';

describe('page head for shared links', () => {
  it('puts the store title, description and Open Graph tags into the HTML', () => {
    const html = injectHead(shellHtml, { title: '青葉台菜｜樂享線上訂位', description: '道地台菜', image: '/uploads/seed/p.svg' }, 'https://joy.example');
    expect(html).toContain('<title>青葉台菜｜樂享線上訂位</title>');
    expect(html).toContain('<meta name="description" content="道地台菜" />');
    expect(html).toContain('<meta property="og:image" content="https://joy.example/uploads/seed/p.svg" />');
    expect(html).not.toContain('首頁說明');
  });

  it('escapes text so a store name cannot inject markup', () => {
    const html = injectHead(shellHtml, { title: '<script>alert(1)</script>', description: '" onload="x', image: '' }, 'https://joy.example');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('content="&quot; onload=&quot;x"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
