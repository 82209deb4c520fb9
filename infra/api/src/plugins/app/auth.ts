/**
 * Bearer authentication for member calls. `app.authenticate(request)` reads
 * `Authorization: Bearer <token>`, looks the token up by its sha256 and puts the member (or
 * null) on the request. defineRoute calls it for catalogue entries with auth 'required' or
 * 'optional'; 'required' without a valid token is refused 401 請登入或是登入失敗.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Member } from '../../repositories/members';

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | null;
    /** sha256 of the bearer token that authenticated this request. */
    tokenHash: string | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<Member | null>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export default fp(async (app) => {
  app.decorateRequest('member', null);
  app.decorateRequest('tokenHash', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || token.length > 200) return null;
    const found = await app.repos.members.byToken(token);
    request.member = found?.member ?? null;
    request.tokenHash = found?.tokenHash ?? null;
    return request.member;
  });
}, { name: 'auth', dependencies: ['db'] });
