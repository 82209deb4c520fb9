import { endpoints } from '@joy/contract';
import type { schemas } from '@joy/contract/forms';
import type { InferType } from 'yup';
import { api } from '@joy/auth';

export type DeleteProof = InferType<typeof schemas.memberDeleteBody>;

/** POST /v2/member/delete/code: the deletion code by SMS to the member's own phone. */
export const sendDeleteCode = () => api.call(endpoints.memberDeleteCode);

/** DELETE /v2/member (help c-8) with the password or the SMS code; a wrong proof deletes nothing. */
export const deleteAccount = (proof: DeleteProof) => api.call(endpoints.memberDelete, { body: proof });
