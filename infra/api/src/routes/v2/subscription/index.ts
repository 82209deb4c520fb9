/** VIP subscription: the dealer programs (id 1 monthly, otherwise yearly, §9). */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@joy/contract';
import { defineRoute } from '../../../lib/define-route';

export default async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.dealerPrograms, async () => app.repos.content.dealerPrograms());
}
