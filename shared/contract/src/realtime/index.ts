export * from './channel';
export type { RealtimeAuthReply, RealtimeConfigReply } from './responses';
