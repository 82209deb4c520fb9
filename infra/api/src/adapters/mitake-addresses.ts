/**
 * Mitake's (三竹簡訊) addresses, apart from its sender (sms-mitake.ts) so the configuration can
 * name them without importing the sender: the send endpoint of its HTTP API v2.14 and where
 * it delivers reports to us.
 */
export const MITAKE_SEND_URL = 'https://smsapi.mitake.com.tw/api/mtk/SmSend';
export const MITAKE_REPORT_PATH = '/v2/sms/mitake/report';
/** Where Mitake sends delivery reports: the site's address, the report path and the token. */
export const mitakeReportUrl = (publicOrigin: string, token: string): string => `${publicOrigin}${MITAKE_REPORT_PATH}/${encodeURIComponent(token)}`;
