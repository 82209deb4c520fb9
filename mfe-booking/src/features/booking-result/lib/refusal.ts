import { ApiError, messages } from '@joy/contract';

/** What a refused call says: the reason on `status` (§8 失敗 with e.g. 此訂位已取消), else its message. */
export const reasonOf = (error: unknown): string => (error instanceof ApiError ? (error.fields.status ?? error.message) : messages.operationFailed);
