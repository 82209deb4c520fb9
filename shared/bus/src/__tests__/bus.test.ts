import { emit, on, toast } from '../index';

describe('event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const seen: number[] = [];
    const off = on('notification:unread', ({ count }) => seen.push(count));
    emit('notification:unread', { count: 3 });
    off();
    emit('notification:unread', { count: 4 });
    expect(seen).toEqual([3]);
  });
  it('toasts default to a 2 second info toast (§4 toasts hide after 2 s)', () => {
    const handler = jest.fn();
    const off = on('ui:toast', handler);
    toast('設定成功', 'success');
    off();
    expect(handler).toHaveBeenCalledWith({ message: '設定成功', kind: 'success', durationMs: 2000 });
  });
  it('travels as a window CustomEvent so every copy of the bus hears it', () => {
    const handler = jest.fn();
    window.addEventListener('joy:ui:loading', handler);
    emit('ui:loading', { on: true });
    window.removeEventListener('joy:ui:loading', handler);
    expect((handler.mock.calls[0][0] as CustomEvent).detail).toEqual({ on: true });
  });
});
