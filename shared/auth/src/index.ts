import { api } from './api';
import { getCaptchaToken } from './captcha';

export * from './store';
export * from './storage';
export * from './store-channel';

export { api } from './api';
export { bootData, BOOT_DATA_ID, type BootData } from './boot-data';
export { renewKeptLogin } from './renew';
export { firstViewData, pageReplies, type FirstViewLoaders, type FirstViewRequest } from './first-view';

/** A captcha token for the public forms ('' when the API has captcha off). */
export const captchaToken = () => getCaptchaToken(api);
