import { guaranteeTexts } from '@joy/contract';
import { findArticle } from '../catalogue';
import { parseMarkup } from '../../lib/markup';

describe('訂金與信用卡擔保', () => {
  it('says a deposit is a pre-authorisation released at check-in, with the tiers, the declined and pending answers and the no-show card in the API’s own words', () => {
    const article = findArticle('deposits');
    expect(article?.category).toBe('about-reservation');
    expect(article?.title).toBe('訂金與信用卡擔保');
    expect(parseMarkup(article!.body).length).toBeGreaterThan(5);
    for (const words of [
      '預先授權',
      '入座後',
      '已預先授權 NT$600、入座後釋放',
      '已釋放預先授權 NT$600',
      '已收取 NT$300',
      '訂位前 24 小時內取消，收取 100%',
      '訂位前 72 小時以前取消，全額釋放',
      guaranteeTexts.guaranteeDeclined,
      guaranteeTexts.guaranteePending,
      guaranteeTexts.guaranteeRequiredByNoShows,
      'NT$500',
      '末四碼',
    ])
      expect(article!.body).toContain(words);
  });
});
