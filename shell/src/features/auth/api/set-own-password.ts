import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

/**
 * The logged-in member's first password (POST /v2/member?_method=PUT, multipart): a member
 * without one needs no old password, and no verification code — the session is the proof.
 */
export function setOwnPassword(password: string, passwordConfirmation: string) {
  const form = new FormData();
  form.append('password', password);
  form.append('password_confirmation', passwordConfirmation);
  return api.call(endpoints.memberUpdate, { query: { _method: 'PUT' }, body: form });
}
