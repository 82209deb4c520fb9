/** GET /openapi.json — built once from the catalogue; not itself a catalogue call, so no envelope. */
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '../lib/openapi/document';
import pkg from '../../package.json';

export default async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApi(pkg.version);
  app.get('/openapi.json', async () => document);
}
