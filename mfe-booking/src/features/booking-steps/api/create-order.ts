import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api, captchaToken } from '@joy/auth';

export type OrderInput = Omit<BodyOfEndpoint<typeof endpoints.orderCreate>, 'captcha'>;
/** Books; a guest's booking carries a fresh captcha answer (none when captcha is off). */
export const createOrder = async (body: OrderInput, guest: boolean) =>
  api.call(endpoints.orderCreate, { body: { ...body, captcha: guest ? await captchaToken() : '' } });
