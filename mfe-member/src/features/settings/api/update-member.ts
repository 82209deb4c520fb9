import { endpoints } from '@joy/contract';
import { api } from '@joy/auth';

export type MemberFields = Record<string, string | number | Blob | undefined>;

/**
 * POST /v2/member?_method=PUT as multipart (§7): only the fields given change; a Blob goes as
 * a file part (the avatar). Replies with the updated member record.
 */
export function updateMember(fields: MemberFields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, `${key}.${value.type === 'image/png' ? 'png' : 'jpg'}`);
    else form.append(key, String(value));
  }
  return api.call(endpoints.memberUpdate, { query: { _method: 'PUT' }, body: form });
}
