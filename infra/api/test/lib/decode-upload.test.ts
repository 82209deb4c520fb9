import { decodeUpload } from '../../src/services/store-photos';

describe("a photo upload's base64 (decodeUpload)", () => {
  it('reads base64, with or without padding, and as a data URI', () => {
    expect(decodeUpload('aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeUpload('aGk=')?.toString()).toBe('hi');
    expect(decodeUpload('aA==')?.toString()).toBe('h');
    expect(decodeUpload('aGVsbG8')?.toString()).toBe('hello');
    expect(decodeUpload('data:image/png;base64,aGVs\nbG8=')?.toString()).toBe('hello');
  });

  it('refuses what is not base64', () => {
    for (const text of ['', '====', '=aGk', 'aG=k', 'aGk===', 'aGk=x', 'aGVsbG8!', 'a', 'data:image/png;base64,', '<svg/>']) {
      expect({ text, bytes: decodeUpload(text) }).toEqual({ text, bytes: null });
    }
  });

  it('reads an 11 MB upload (the largest picture) in one pass, and refuses one with a stray character at the end', () => {
    const picture = Buffer.alloc(8 * 1024 * 1024 + 8, 7);
    const text = picture.toString('base64');
    expect(decodeUpload(text)?.equals(picture)).toBe(true);
    expect(decodeUpload(`data:image/png;base64,${text}`)?.length).toBe(picture.length);
    expect(decodeUpload(`${text}!`)).toBeNull();
    // A data URI prefix that never ends is only text that is not base64.
    expect(decodeUpload(`data:${'a'.repeat(11 * 1024 * 1024)}`)).toBeNull();
  });
});
