import { endpoints, type BodyOfEndpoint } from '@joy/contract';
import { api } from '@joy/auth';

export type OrderInput = BodyOfEndpoint<typeof endpoints.orderCreate>;
export const createOrder = (body: OrderInput) => api.call(endpoints.orderCreate, { body });
