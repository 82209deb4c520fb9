import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api } from '@joy/auth';

export type ContactInput = BodyOfEndpoint<typeof endpoints.webUserResponse>;
export const sendContact = (body: ContactInput) => api.call(endpoints.webUserResponse, { body });
