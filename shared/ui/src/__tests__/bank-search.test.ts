import { bankMatches, foldBankText } from '../bank-account/bank-search';

const banks = [
  { code: '004', name: '臺灣銀行' },
  { code: '005', name: '臺灣土地銀行' },
  { code: '006', name: '合作金庫商業銀行' },
  { code: '009', name: '彰化商業銀行' },
  { code: '050', name: '臺灣中小企業銀行' },
  { code: '103', name: '臺灣新光商業銀行' },
  { code: '812', name: '台新國際商業銀行' },
];
const found = (keyword: string) => banks.filter((b) => bankMatches(b, keyword)).map((b) => b.code);

describe('bank search', () => {
  it('treats 台 and 臺 as one character, on both sides', () => {
    expect(found('台灣')).toEqual(['004', '005', '050', '103']);
    expect(found('臺灣')).toEqual(['004', '005', '050', '103']);
    expect(found('台新')).toEqual(['812']);
    expect(found('臺新')).toEqual(['812']);
  });

  it('matches the code, full-width digits and ignores the spaces around the keyword', () => {
    expect(found('00')).toEqual(['004', '005', '006', '009']);
    expect(found('００４')).toEqual(['004']);
    expect(found('  彰化 ')).toEqual(['009']);
  });

  it('matches every bank on an empty keyword', () => {
    expect(found('')).toHaveLength(banks.length);
    expect(found('   ')).toHaveLength(banks.length);
    expect(foldBankText('臺灣ＡＢＣ')).toBe('台灣abc');
  });
});
