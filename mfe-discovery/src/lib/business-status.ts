import type { BusinessStatus } from '@joy/contract';

/** §3 business status: 0 closed today, 1 open, 2 on break. */
export const businessStatusText: Record<BusinessStatus, string> = { 0: '今日公休', 1: '營業中', 2: '休息中' };
