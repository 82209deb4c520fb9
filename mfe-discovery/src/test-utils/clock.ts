/**
 * Fixes the clock of a test file at `now` (Date, and what reads it: dayjs, taipeiDate); timers,
 * animation frames and microtasks run as usual, so Testing Library and user-event work as before.
 * Call it at the top of the file, before anything that reads the date.
 */
export function fixClock(now: string): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
