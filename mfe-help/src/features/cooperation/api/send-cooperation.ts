import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api, captchaToken } from '@joy/auth';

export type CooperationInput = BodyOfEndpoint<typeof endpoints.cooperation>;
/** Sends the form with a fresh captcha token (none when captcha is off). */
export const sendCooperation = async (body: CooperationInput) => api.call(endpoints.cooperation, { body: { ...body, captcha: await captchaToken() } });
