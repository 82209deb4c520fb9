/**
 * What a /leave-comment link points at (§2: `id` + `type=order`, or `slug` + `type=payment` +
 * `payId`; `commentId` edits the comment already written) and where the diner goes after
 * posting (§4: order history, payment record or booking result, by origin).
 */
export type CommentTarget =
  | { kind: 'order'; orderId: number; commentId: number | null; resultId: string | null }
  | { kind: 'payment'; payLogId: number; slug: string; commentId: number | null };

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

export function parseCommentTarget(params: URLSearchParams): CommentTarget | null {
  const commentId = positiveInt(params.get('commentId'));
  if (params.get('type') === 'order') {
    const orderId = positiveInt(params.get('id'));
    return orderId ? { kind: 'order', orderId, commentId, resultId: params.get('resultId') } : null;
  }
  if (params.get('type') === 'payment') {
    const payLogId = positiveInt(params.get('payId'));
    return payLogId ? { kind: 'payment', payLogId, slug: params.get('slug') ?? '', commentId } : null;
  }
  return null;
}

/** §4: after posting or editing, back to where the diner came from. */
export function returnPath(target: CommentTarget): string {
  if (target.kind === 'payment') return `/member/history/payment-record/${target.payLogId}`;
  if (target.resultId) return `/booking-result/${encodeURIComponent(target.resultId)}`;
  return `/member/history/${target.orderId}`;
}

/** Seconds the finished step shows before returning (§4). */
export const RETURN_AFTER_MS = 3000;
