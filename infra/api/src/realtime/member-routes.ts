/**
 * The two calls the browser makes before connecting: the connection settings, and the
 * channel auth pusher-js asks for before it subscribes to a private channel. A member is
 * signed only into their own `private-member-{id}`; public channels need no signature.
 * The auth reply is `{auth}` as pusher-js expects it, not the envelope; failures are the
 * envelope with 401 / 403 / 422, which pusher-js reports as a subscription error.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, memberIdOfChannel, messages, realtimeAuthBody, toRoutePath, validate, type RealtimeConfigReply } from '@joy/contract';
import type { RealtimeConfig } from '../config/env';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { checkShape, defineRoute, NO_STORE, unauthorized } from '../lib/define-route';

/** What a browser is told; the secret never leaves the server. */
export function browserSettings(config: RealtimeConfig): RealtimeConfigReply {
  const auth_endpoint = endpoints.realtimeAuth.path;
  if (config.provider === 'builtin') {
    return { provider: 'builtin', key: config.key, cluster: 'mt1', ws_host: null, ws_port: null, force_tls: null, auth_endpoint };
  }
  const selfHosted = config.host !== null && config.cluster === null;
  return {
    provider: 'pusher',
    key: config.key,
    cluster: config.cluster ?? 'mt1',
    ws_host: config.wsHost ?? (selfHosted ? config.host : null),
    ws_port: config.wsPort ?? (selfHosted ? config.port : null),
    force_tls: selfHosted || config.wsHost ? config.useTLS : true,
    auth_endpoint,
  };
}

export default async function realtimeMemberRoutes(app: FastifyInstance): Promise<void> {
  // pusher-js posts the auth request form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  defineRoute(app, endpoints.realtimeConfig, async () => browserSettings(app.config.realtime));

  app.route({
    method: endpoints.realtimeAuth.method,
    url: toRoutePath(endpoints.realtimeAuth.path),
    handler: async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const member = await app.authenticate(request);
      if (!member) throw unauthorized();
      checkShape(realtimeAuthBody, request.body);
      const result = await validate(realtimeAuthBody, request.body ?? {});
      if (!result.ok) throw validationFailure(result.errors);
      const { socket_id, channel_name } = result.value;
      if (memberIdOfChannel(channel_name) !== member.id) throw new ApiFailure(403, messages.operationFailed);
      return reply.send(app.realtime.authorizeChannel(socket_id, channel_name));
    },
  });
}
