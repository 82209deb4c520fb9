import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api } from '@joy/auth';

export type RegisterInput = BodyOfEndpoint<typeof endpoints.oauthRegister>;
export const register = (body: RegisterInput) => api.call(endpoints.oauthRegister, { body });
