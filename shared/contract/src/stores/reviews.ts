/**
 * Reviews on the store page: the orders a diner may read them in and where a review comes
 * from. The API validates `sort` against these keys; the page shows their labels.
 */

/** Orders of a store's comments: 最新 (the default), 最高分, 最低分, 有照片 (only comments with photos, newest first). */
export const commentSorts = {
  latest: '最新',
  score_desc: '最高分',
  score_asc: '最低分',
  photos: '有照片',
} as const;

export type CommentSort = keyof typeof commentSorts;

export const COMMENT_SORT_DEFAULT: CommentSort = 'latest';

export const isCommentSort = (value: string): value is CommentSort => Object.hasOwn(commentSorts, value);

/** What a comment reviews: a completed booking or a payment at the store. */
export const commentSourceKeys = ['order', 'payment'] as const;

export type CommentSource = (typeof commentSourceKeys)[number];

/** The 已用餐 mark's words for each source: the short tag and the sentence a tooltip reads. */
export const commentSources = {
  order: { label: '訂位後評論', note: '這位顧客透過 Joy 訂位並完成用餐後留下評論' },
  payment: { label: '消費後評論', note: '這位顧客在店內以 Joy 付款消費後留下評論' },
} as const satisfies Record<CommentSource, { label: string; note: string }>;
