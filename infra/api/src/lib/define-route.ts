/**
 * The only way routes are declared: straight from a catalogue entry of @joy/contract.
 * Method and path come from the entry, the body is validated with the entry's yup schema
 * (field errors → 422), and the handler's result — typed by the entry's response type —
 * is wrapped in the §7 envelope. A path or payload shape therefore exists exactly once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, toRoutePath, validate, type BodyOfEndpoint, type Endpoint, type ResponseOf } from '@joy/contract';
import { validationFailure } from './api-error';

export interface RouteRequest<E> {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** The validated body (defaults applied, unknown keys dropped) or undefined without a schema. */
  body: BodyOfEndpoint<E>;
  raw: FastifyRequest;
}

export type RouteHandler<E> = (req: RouteRequest<E>, reply: FastifyReply) => Promise<ResponseOf<E>>;

export interface RouteOptions {
  /** Success text for the envelope's msg (e.g. 已送出申請); default 'success'. */
  message?: string;
}

export function defineRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void {
  app.route({
    method: endpoint.method,
    url: toRoutePath(endpoint.path),
    handler: async (request, reply) => {
      let body: unknown = undefined;
      if (endpoint.body) {
        const result = await validate(endpoint.body, request.body);
        if (!result.ok) throw validationFailure(result.errors);
        body = result.value;
      }
      const data = await handler(
        {
          params: request.params as Record<string, string>,
          query: request.query as Record<string, string | undefined>,
          body: body as BodyOfEndpoint<E>,
          raw: request,
        },
        reply,
      );
      return ok(data, options.message);
    },
  });
}
