import useSWR from 'swr';
import { endpoints, type CommentDetail } from '@joy/contract';
import { api } from '@joy/auth';
import type { CommentTarget } from '../lib/comment-target';

export interface CommentValues {
  score: number;
  sub_score: number[];
  title: string;
  body: string;
  name: string;
  phone: string;
}

export interface CommentUpload {
  values: CommentValues;
  photos: File[];
  /** Edit only: the current photo URLs the diner keeps. */
  keepImages?: string[];
}

function formOf({ values, photos, keepImages }: CommentUpload): FormData {
  const form = new FormData();
  for (const key of ['title', 'body', 'name', 'phone'] as const) form.append(key, values[key]);
  form.append('score', String(values.score));
  for (const s of values.sub_score) form.append('sub_score', String(s));
  if (keepImages) {
    if (keepImages.length === 0) form.append('keep_images', '');
    for (const url of keepImages) form.append('keep_images', url);
  }
  for (const photo of photos) form.append('images', photo, photo.name);
  return form;
}

/** Posts a new comment or edits one (multipart, with upload progress). */
export function sendComment(target: CommentTarget, upload: CommentUpload, onProgress: (fraction: number) => void): Promise<CommentDetail> {
  const form = formOf(upload);
  if (target.commentId) {
    return api.call(endpoints.commentUpdate, { params: { id: target.commentId }, query: { _method: 'PUT' }, body: form, onUploadProgress: onProgress });
  }
  if (target.kind === 'order') {
    form.append('id', String(target.orderId));
    return api.call(endpoints.orderComment, { body: form, onUploadProgress: onProgress });
  }
  form.append('pay_log_id', String(target.payLogId));
  return api.call(endpoints.payComment, { body: form, onUploadProgress: onProgress });
}

/** The comment being edited (author only). */
export const useComment = (id: number | null) =>
  useSWR(id ? ['comment', id] : null, () => api.call(endpoints.comment, { params: { id: id as number } }), { revalidateOnFocus: false });

/** The order being reviewed, for its store name and date. */
export const useReviewedOrder = (orderId: number | null) =>
  useSWR(orderId ? ['order', orderId] : null, () => api.call(endpoints.order, { params: { id: orderId as number } }), { revalidateOnFocus: false });

/** The payment being reviewed (owner only), for its store name, amount and time. */
export const useReviewedPayment = (payLogId: number | null) =>
  useSWR(payLogId ? ['pay-log', payLogId] : null, () => api.call(endpoints.payLog, { params: { id: payLogId as number } }), { revalidateOnFocus: false });
