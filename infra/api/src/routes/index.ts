/**
 * Every route plugin, one per domain (fastify/demo). Calls of the catalogue not listed here
 * are not implemented yet and answer the envelope 404.
 */
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health';
import openApiRoutes from './openapi';
import contentRoutes from './v2/content';
import formRoutes from './v2/forms';
import storeRoutes from './v2/store';
import subscriptionRoutes from './v2/subscription';

export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(contentRoutes);
  await app.register(formRoutes);
  await app.register(storeRoutes);
  await app.register(subscriptionRoutes);
}
