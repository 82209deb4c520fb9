/**
 * Staff listings of the public forms, 20 per page, newest first. Authorised by
 * `Authorization: Bearer <STAFF_TOKEN>` compared in constant time (over sha256 digests, so
 * the length does not leak either); without STAFF_TOKEN configured every call is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, messages } from '@joy/contract';
import { ApiFailure } from '../../../lib/api-error';
import { defineRoute } from '../../../lib/define-route';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { safeEqual } from '../../../lib/secrets';
import { bearerToken } from '../../../plugins/app/auth';

export const STAFF_PAGE_SIZE = 20;

/** The staff token check (defineRoute's `authorize`), shared by every staff route file. */
export function staffAuthorizer(app: FastifyInstance) {
  const staffToken = app.config.staffToken;
  return async (request: FastifyRequest): Promise<void> => {
    const given = bearerToken(request);
    if (!staffToken || !given || !safeEqual(given, staffToken)) throw new ApiFailure(401, messages.pleaseLogin);
  };
}

export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { forms } = app.repos;
  const authorize = staffAuthorizer(app);

  defineRoute(app, endpoints.staffContactMessages, async ({ query }) => forms.listContacts(pageRequest(positiveInt(query.page, 1), STAFF_PAGE_SIZE)), { authorize });
  defineRoute(app, endpoints.staffCooperationRequests, async ({ query }) => forms.listCooperation(pageRequest(positiveInt(query.page, 1), STAFF_PAGE_SIZE)), { authorize });
}
