/**
 * Delivery reports from the SMS gateway (SMS_PROVIDER=mitake only). Mitake calls the URL it
 * was given with each text (`GET /v2/sms/mitake/report/<SMS_REPORT_TOKEN>?msgid=…`, see
 * adapters/sms-mitake.ts): outside the contract, since the format is Mitake's — a query string
 * in, `magicid=sms_gateway_rpack` text out. Mitake signs nothing, so the token in the path is
 * what tells its calls from a forger's (compared in constant time); a wrong one gets 403 and
 * changes nothing. A report is recorded once (repositories/sms-deliveries.ts): a replay is
 * acknowledged as well, so Mitake stops sending it, and leaves the row as it was.
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { messages, validate } from '@joy/contract';
import { MITAKE_REPORT_PATH, mitakeAcknowledgement, mitakeReport } from '../adapters/sms-mitake';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { safeEqual } from '../lib/secrets';
import { createSmsDeliveryRepository } from '../repositories/sms-deliveries';

const optional = (max: number) => yup.string().trim().max(max).optional();

const mitakeReportQuery = yup.object({
  msgid: yup
    .string()
    .trim()
    .required()
    .matches(/^#?[A-Za-z0-9]{1,40}$/),
  dstaddr: optional(20),
  dlvtime: optional(14),
  donetime: optional(14),
  statusstr: optional(40),
  statuscode: optional(10),
  StatusFlag: optional(10),
});

export default async function smsReportRoutes(app: FastifyInstance): Promise<void> {
  const sms = app.config.sms;
  if (sms.provider !== 'mitake') return;
  const deliveries = createSmsDeliveryRepository(app.db);

  // logLevel warn: the request log would write the token (in the URL) for every report.
  app.get<{ Params: { token: string } }>(`${MITAKE_REPORT_PATH}/:token`, { logLevel: 'warn' }, async (request, reply) => {
    if (!safeEqual(request.params.token, sms.reportToken)) throw new ApiFailure(403, messages.operationFailed);
    const checked = await validate(mitakeReportQuery, request.query);
    if (!checked.ok) throw validationFailure(checked.errors);
    await deliveries.report(mitakeReport(checked.value), app.clock());
    return reply.type('text/plain; charset=utf-8').send(mitakeAcknowledgement(checked.value.msgid));
  });
}
