import { firstViewPages, ownerOf, paramsOf } from '../routes';

describe('paths the page server reads', () => {
  it('gives the :params of a path that matches, a trailing slash allowed, and null otherwise', () => {
    expect(paramsOf(firstViewPages.store, '/store/711')).toEqual({ id: '711' });
    expect(paramsOf(firstViewPages.store, '/store/711/')).toEqual({ id: '711' });
    expect(paramsOf(firstViewPages.article, '/article/%E5%A5%BD')).toEqual({ id: '好' });
    expect(paramsOf(firstViewPages.home, '/')).toEqual({});
    expect(paramsOf(firstViewPages.storeList, '/store/')).toEqual({});
    expect(paramsOf(firstViewPages.store, '/store')).toBeNull();
    expect(paramsOf(firstViewPages.store, '/store/1/menu')).toBeNull();
  });

  it('names pages the discovery remote owns', () => {
    for (const pattern of Object.values(firstViewPages)) expect(ownerOf(pattern.replace(':id', '1'))).toBe('discovery');
  });
});
