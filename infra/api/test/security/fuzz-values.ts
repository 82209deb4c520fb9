/**
 * The hostile values the fuzzer (fuzz-cases.ts) draws from: strings, numbers, wrong types,
 * malformed JSON, content types, path parameters and query strings.
 */
const HUGE = 'a'.repeat(100_000);
export const NASTY_STRINGS: [string, string][] = [
  ['empty', ''],
  ['blank', '   \t '],
  ['100 KB', HUGE],
  ['5,000 Han characters', '王'.repeat(5000)],
  ['emoji', '😀🍜🇹🇼👨‍👩‍👧 好吃'],
  ['full-width', 'ＡＢＣ　０９１２３４５６７８　ｔｅｓｔ＠ｅｘａｍｐｌｅ．ｃｏｍ'],
  ['SQL quote', "' OR '1'='1' --"],
  ['SQL statement', "1'; DROP TABLE orders; --"],
  ['script tag', '<script>window.__xss=1</script><img src=x onerror=alert(1)>'],
  ['path traversal', '../../../../etc/passwd'],
  ['NUL byte', 'a\u0000b'],
  ['control characters', '\u0001\u0002\u001b[31m\u007f'],
  ['bidi override', '\u202egnp.exe'],
  ['lone surrogate', 'x\ud800y'],
  ['zero-width', '\u200b\u200d\ufeff'],
  ['template syntax', '${7*7}{{7*7}}#{7*7}'],
  ['CRLF injection', 'a\r\nSet-Cookie: x=1\r\n\r\n<html>'],
  ['backslashes and quotes', '\\"\\\\\'`'],
];

export const NASTY_NUMBERS: [string, unknown][] = [
  ['negative', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['tiny', 5e-324],
  ['huge', 1e308],
  ['minus huge', -1e308],
  ['past int32', 2_147_483_648],
  ['past int53', 2 ** 53 + 2],
  ['numeric text', '12'],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['hex text', '0x1F'],
  ['exponent text', '1e999'],
  ['full-width digits', '９'],
  ['padded text', ' 7 '],
];

export const WRONG_TYPES: Record<string, [string, unknown][]> = {
  string: [['number', 12345], ['boolean', true], ['object', { a: 'b' }], ['array', ['a', 'b']], ['empty array', []]],
  number: [['text', 'abc'], ['boolean', true], ['object', { n: 1 }], ['array', [1]], ['empty text', '']],
  boolean: [['text', 'yes'], ['number', 2], ['object', {}], ['array', [true]]],
  array: [['text', 'x'], ['number', 5], ['object', { 0: 1 }], ['array of null', [null]], ['array of objects', [{}]], ['5,000 items', Array(5000).fill(1)]],
  object: [['text', 'x'], ['number', 5], ['array', [{}]]],
  mixed: [['object', {}], ['array', []]],
};

/** Number literals JSON.stringify would never write. */
export const NUMBER_LITERALS = ['1e999', '-1e999', '123456789012345678901234567890', '-0', '1e-400'];

export const MALFORMED_JSON: [string, string][] = [
  ['truncated', '{"a": '],
  ['trailing comma', '{"a": 1,}'],
  ['single quotes', "{'a': 1}"],
  ['NaN literal', '{"a": NaN}'],
  ['comment', '{"a": 1 /* x */}'],
  ['two documents', '{}{}'],
  ['prototype poisoning', '{"__proto__": {"polluted": true}}'],
  ['constructor poisoning', '{"constructor": {"prototype": {"polluted": true}}}'],
  ['deep nesting', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ['UTF-8 BOM', '\ufeff{}'],
];

export const CONTENT_TYPES: [string, string, string][] = [
  ['text/plain', 'text/plain', 'phone=0912345678'],
  ['XML', 'application/xml', '<a>1</a>'],
  ['form-encoded', 'application/x-www-form-urlencoded', 'a=1&b=%ZZ&c'],
  ['unknown type', 'application/x-joy', '\u0000\u0001'],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{"a":1}'],
  ['JSON, empty body', 'application/json', ''],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n\r\n'],
];

export const PATH_VALUES: [string, string][] = [
  ['zero', '0'],
  ['negative', '-1'],
  ['past int32', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['fraction', '1.5'],
  ['exponent', '1e3'],
  ['word', 'abc'],
  ['NUL', '%00'],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['dot-dot', '..'],
  ['encoded dot-dot', '%2e%2e'],
  ['SQL quote', encodeURIComponent("1' OR '1'='1")],
  ['SQL statement', encodeURIComponent('1; DROP TABLE orders')],
  ['emoji', encodeURIComponent('😀')],
  ['full-width digit', encodeURIComponent('１')],
  ['150 characters', 'a'.repeat(150)],
  ['bad percent encoding', '%E0%A4%A'],
  ['script', encodeURIComponent('<script>')],
];

export const QUERY_VALUES: [string, string][] = [
  ['negative page', 'page=-1'],
  ['huge page', 'page=9999999999999'],
  ['word page', 'page=abc'],
  ['4,000-digit page', `page=${'9'.repeat(4000)}`],
  ['repeated page', 'page=1&page=2'],
  ['huge limit', 'limit=100000000'],
  ['repeated slug', 'slug=a&slug=b'],
  ['bracketed key', 'slug[]=x&date[]=y'],
  ['traversal date', 'date=..%2F..%2Fetc'],
  ['bad percent encoding', 'page=%E0%A4%A'],
  ['prototype key', '__proto__=x&constructor=y'],
  ['8 KB value', `source=${'x'.repeat(8000)}`],
  ['NUL', 'level=%00&kind=%00'],
  ['method override', '_method=DELETE'],
];
