import { findArticle } from '../catalogue';
import { parseMarkup } from '../../lib/markup';

describe('未到紀錄與申訴', () => {
  it('explains the record, the card guarantee and the dispute with the rules’ own numbers', () => {
    const article = findArticle('no-show-record');
    expect(article?.category).toBe('about-reservation');
    expect(article?.title).toBe('未到紀錄與申訴');
    expect(parseMarkup(article!.body).length).toBeGreaterThanOrEqual(4);
    for (const words of ['保留 90 天', '未到 2 次', '信用卡擔保', '10 到 500 個字', '30 天內申訴一次', '店家已撤銷', '店家維持未到', '[未到紀錄](/member/no-shows)']) expect(article!.body).toContain(words);
  });

  it('is linked from the no-show article b-4', () => {
    expect(findArticle('b-4')?.body).toContain('(/help/about-reservation/no-show-record)');
  });
});
