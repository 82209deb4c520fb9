import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api } from '@joy/auth';

export type LoginInput = BodyOfEndpoint<typeof endpoints.oauthLogin>;
export const login = (body: LoginInput) => api.call(endpoints.oauthLogin, { body });
