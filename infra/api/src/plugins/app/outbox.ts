/**
 * The outbox dispatcher of this instance (src/outbox): started when the app is ready, stopped
 * before the database closes. Every instance dispatches (claims never overlap), unless
 * OUTBOX_DISPATCH=false leaves it to the others. The LISTEN wake-up keeps the delay from a
 * commit to its messages' delivery in milliseconds; the poll catches retries.
 */
import fp from 'fastify-plugin';
import { OutboxDispatcher } from '../../outbox/dispatcher';
import { appHandlers } from '../../outbox/handlers';
import { listen, type Unlisten } from '../../outbox/listen';
import { OUTBOX_CHANNEL } from '../../outbox/messages';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.outbox;
    const dispatcher = new OutboxDispatcher({
      db: app.db,
      log: app.log.child({ component: 'outbox' }),
      handlers: appHandlers(app),
      pollMs: settings.pollMs,
      retryBaseMs: settings.retryBaseMs,
      maxAttempts: settings.maxAttempts,
    });
    app.decorate('outbox', dispatcher);
    if (!settings.dispatch) return;

    let unlisten: Unlisten | null = null;
    app.addHook('onReady', async () => {
      unlisten = await listen(app.db, OUTBOX_CHANNEL, () => dispatcher.kick(), app.log);
      dispatcher.start();
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
      await dispatcher.stop();
    });
  },
  { name: 'outbox', dependencies: ['db', 'adapters'] },
);
