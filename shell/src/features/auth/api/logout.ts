import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/** Ends the token on the server; the local state is cleared whatever the reply. */
export const logoutOnServer = () => api.call(endpoints.logout).catch(() => undefined);
