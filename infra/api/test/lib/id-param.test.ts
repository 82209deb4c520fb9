import { ApiFailure } from '../../src/lib/api-error';
import { idParam, parseId, resourceId } from '../../src/lib/id-param';

describe('the one id parser', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    [7, 7],
  ])('reads %p as the id %p', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([['0'], ['-1'], ['abc'], [''], [' 7'], ['7 '], ['1e3'], ['0x10'], ['1.5'], ['2147483648'], ['99999999999'], [0], [-3], [1.5], [2_147_483_648], [NaN], [undefined], [null]])(
    'reads %p as no id',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );

  it('answers a bad id with the route’s 400 message, or the resource’s own not-found', () => {
    expect(idParam('12', '店家不存在')).toBe(12);
    expect(() => idParam('abc', '店家不存在')).toThrow(expect.objectContaining({ status: 400, message: '店家不存在' }));
    const notFound = () => new ApiFailure(404, '找不到此通知');
    expect(resourceId('12', notFound)).toBe(12);
    expect(() => resourceId('0', notFound)).toThrow(expect.objectContaining({ status: 404, message: '找不到此通知' }));
  });
});
