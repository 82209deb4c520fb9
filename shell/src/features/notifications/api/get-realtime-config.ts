import { endpoints, type RealtimeConfigReply } from '@joy/contract';
import { api } from '@joy/auth';

let cached: Promise<RealtimeConfigReply> | null = null;

/** GET /v2/realtime/config — asked once per page load; a failure is asked again next time. */
export function getRealtimeConfig(): Promise<RealtimeConfigReply> {
  cached ??= api.call(endpoints.realtimeConfig).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
