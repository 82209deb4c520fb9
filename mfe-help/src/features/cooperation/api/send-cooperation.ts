import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api } from '@joy/auth';

export type CooperationInput = BodyOfEndpoint<typeof endpoints.cooperation>;
export const sendCooperation = (body: CooperationInput) => api.call(endpoints.cooperation, { body });
