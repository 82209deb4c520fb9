/** GET /health: the database answers `select 1`; otherwise 503 with the degraded report. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { endpoints, messages, type HealthReport } from '@joy/contract';
import { defineRoute } from '../lib/define-route';
import { ApiFailure } from '../lib/api-error';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.health, async ({ raw }) => {
    const report = (status: HealthReport['status']): HealthReport => ({
      status,
      database: app.dbKind,
      uptime_s: Math.round(process.uptime()),
    });
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      raw.log.error({ err: error }, 'health check: database unreachable');
      throw new ApiFailure(503, messages.maintenance, { payload: report('degraded') });
    }
    return report('ok');
  });
}
