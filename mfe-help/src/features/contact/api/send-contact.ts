import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api, captchaToken } from '@joy/auth';

export type ContactInput = BodyOfEndpoint<typeof endpoints.webUserResponse>;
/** Sends the form with a fresh captcha token (none when captcha is off). */
export const sendContact = async (body: ContactInput) => api.call(endpoints.webUserResponse, { body: { ...body, captcha: await captchaToken() } });
