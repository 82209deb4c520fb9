import type { CommentDetail } from '@joy/contract';

/**
 * `/leave-comment` in edit mode (§2 named route): an order's comment by `id` + `type=order`,
 * a payment's by `slug` + `type=payment` + `payId`; `commentId` says which comment to edit.
 */
export function editLink(comment: Pick<CommentDetail, 'id' | 'order_id' | 'pay_log_id' | 'store'>): string | null {
  const query = new URLSearchParams();
  if (comment.order_id) {
    query.set('id', String(comment.order_id));
    query.set('type', 'order');
  } else if (comment.pay_log_id) {
    query.set('slug', comment.store.slug);
    query.set('type', 'payment');
    query.set('payId', String(comment.pay_log_id));
  } else return null;
  query.set('commentId', String(comment.id));
  return `/leave-comment?${query.toString()}`;
}
