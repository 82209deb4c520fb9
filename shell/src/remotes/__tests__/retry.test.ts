import { retry } from '../retry';

describe('retry', () => {
  it('returns the first success', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('net')).mockResolvedValueOnce('ok');
    await expect(retry(task, 3, 1)).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });
  it('gives up after the last attempt with the last error', async () => {
    const task = jest.fn().mockRejectedValue(new Error('down'));
    await expect(retry(task, 3, 1)).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(3);
  });
});
