/**
 * Resolves in a new task: what comes after it runs after the browser has had the chance to
 * handle input and paint. `scheduler.yield()` where the browser has it (it keeps its place in
 * the queue), else a message to a channel (no 4 ms timer clamp).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
