/**
 * The Pusher HTTP API of the built-in server, signed as Pusher signs it, so the official
 * `pusher` SDK (or any Pusher-protocol publisher) publishes here unchanged:
 *   POST /apps/{appId}/events          {name, data, channels | channel, socket_id?}
 *   POST /apps/{appId}/batch_events    {batch: [{channel, name, data, socket_id?}]}
 *   GET  /apps/{appId}/channels        ?filter_by_prefix=  (occupied channels)
 *   GET  /apps/{appId}/channels/{name} ?info=subscription_count
 * Every call carries auth_key, auth_timestamp, auth_version and auth_signature (and body_md5
 * with a body); a wrong one is 401. Replies are Pusher's JSON (`{}` for a publish).
 * Channel information is this process's own: with several instances it is per instance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCKET_ID_PATTERN } from '@joy/contract';
import { ApiFailure } from '../lib/api-error';
import type { Broker, RealtimeEvent } from './broker';
import { MAX_BATCH_EVENTS, MAX_EVENT_DATA_BYTES } from './protocol';
import { checkEvent, RealtimeError } from './publisher';
import { checkSignedRequest, type AppCredentials } from './signatures';
import type { SocketServer } from './socket-server';

export interface HttpApiOptions {
  credentials: AppCredentials;
  broker: Broker;
  server: SocketServer;
}

type Params = { appId: string; channel?: string };

const refuse = (status: number, message: string) => new ApiFailure(status, message);

function firstValues(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

function readJson(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw refuse(400, 'The body must be a JSON object');
}

/** One event of a publish call, checked against Pusher's limits (400, or 413 for the size). */
function toEvents(input: Record<string, unknown>, channelsOf: (input: Record<string, unknown>) => unknown): RealtimeEvent[] {
  const { name, data, socket_id } = input;
  if (typeof name !== 'string') throw refuse(400, 'name is required');
  if (typeof data !== 'string') throw refuse(400, 'data must be a string');
  if (socket_id !== undefined && (typeof socket_id !== 'string' || !SOCKET_ID_PATTERN.test(socket_id))) throw refuse(400, 'Invalid socket_id');
  const channels = channelsOf(input);
  if (!Array.isArray(channels) || !channels.every((c): c is string => typeof c === 'string')) throw refuse(400, 'channels must be a list of channel names');
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) throw refuse(413, `Event data is limited to ${MAX_EVENT_DATA_BYTES} bytes`);
  try {
    checkEvent(channels, name, data);
  } catch (error) {
    if (error instanceof RealtimeError) throw refuse(400, error.message);
    throw error;
  }
  return channels.map((channel) => ({ channel, event: name, data, exceptSocketId: socket_id as string | undefined }));
}

export default async function pusherHttpApi(app: FastifyInstance, { credentials, broker, server }: HttpApiOptions): Promise<void> {
  // body_md5 is over the exact bytes sent, so the body is kept as text and parsed here.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));

  const authenticate = (request: FastifyRequest<{ Params: Params }>): void => {
    if (request.params.appId !== credentials.appId) throw refuse(404, `Unknown app ${request.params.appId.slice(0, 50)}`);
    const path = request.url.split('?')[0];
    const body = typeof request.body === 'string' ? request.body : '';
    const problem = checkSignedRequest(credentials, { method: request.method, path, query: firstValues(request.query), body });
    if (problem) throw refuse(401, problem);
  };

  app.post<{ Params: Params }>('/apps/:appId/events', async (request) => {
    authenticate(request);
    const input = readJson(String(request.body ?? ''));
    const events = toEvents(input, (i) => (i.channels !== undefined ? i.channels : typeof i.channel === 'string' ? [i.channel] : undefined));
    for (const event of events) await broker.publish(event);
    return {};
  });

  app.post<{ Params: Params }>('/apps/:appId/batch_events', async (request) => {
    authenticate(request);
    const batch = readJson(String(request.body ?? '')).batch;
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH_EVENTS) throw refuse(400, `batch must hold 1 to ${MAX_BATCH_EVENTS} events`);
    const events = batch.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) throw refuse(400, 'Each batch item must be an object');
      return toEvents(item as Record<string, unknown>, (i) => (typeof i.channel === 'string' ? [i.channel] : undefined));
    });
    for (const event of events) await broker.publish(event);
    return {};
  });

  app.get<{ Params: Params; Querystring: { filter_by_prefix?: string } }>('/apps/:appId/channels', async (request) => {
    authenticate(request);
    const prefix = request.query.filter_by_prefix ?? '';
    const names = server.occupiedChannels().filter((name) => name.startsWith(prefix));
    return { channels: Object.fromEntries(names.map((name) => [name, {}])) };
  });

  app.get<{ Params: Params; Querystring: { info?: string } }>('/apps/:appId/channels/:channel', async (request) => {
    authenticate(request);
    const info = server.channelInfo(request.params.channel ?? '');
    const wanted = (request.query.info ?? '').split(',');
    return wanted.includes('subscription_count') ? info : { occupied: info.occupied };
  });
}
