/**
 * Comments with photos (§7 Member): a member reviews their own completed order once, reads
 * and edits their comment. Cheap checks (ownership, status, already commented) run before
 * the photos are decoded; the photos are stored before the transaction and removed again if
 * it does not commit. Payment comments work the same way on the member's own paid payment
 * (a refunded one cannot be reviewed).
 */
import type { FastifyInstance } from 'fastify';
import { coinMessages, endpoints, messages, PAY_LOG_STATUS, rules } from '@joy/contract';
import { ApiFailure, validationFailure } from '../../../lib/api-error';
import { defineRoute, memberOf, type UploadLimits } from '../../../lib/define-route';
import { prepareCommentImages, removeCommentImages, storeCommentImages } from '../../../lib/comment-images';
import { resourceId } from '../../../lib/id-param';
import type { CommentText } from '../../../repositories/comments';
import { pageRequest, positiveInt } from '../../../lib/paging';
import { createCommentService } from '../../../services/comments';

/** §9: comments are listed 5 per page. */
const MY_COMMENTS_PAGE = 5;

const LIMITS: UploadLimits = {
  maxFileBytes: rules.COMMENT_IMAGE_MAX_BYTES,
  maxFiles: rules.COMMENT_IMAGE_MAX_COUNT,
  field: 'images',
  tooLarge: rules.commentMessages.imageTooLarge,
  tooMany: rules.commentMessages.imageTooMany,
};

const commentNotFound = () => new ApiFailure(404, messages.commentNotFound);
/** A refusal the form shows as 發佈失敗 / 修改失敗, with the reason under the field. */
const refused = (status: number, msg: string, field: string, reason: string) => new ApiFailure(status, msg, { fields: { [field]: reason } });

interface CommentFields {
  name: string;
  phone: string;
  title: string;
  body: string;
  score: number;
  sub_score: (number | undefined)[];
}

const textOf = (b: CommentFields): CommentText => ({
  name: b.name,
  phone: b.phone,
  title: b.title,
  body: b.body,
  score: b.score,
  subScores: b.sub_score.map(Number),
});

export default async function commentRoutes(app: FastifyInstance): Promise<void> {
  const { comments } = app.repos;
  const commentService = createCommentService(app);

  async function photos(files: Parameters<typeof prepareCommentImages>[0], kept = 0): Promise<string[]> {
    const checked = await prepareCommentImages(files, kept);
    if (!checked.ok) throw validationFailure({ images: checked.message });
    return storeCommentImages(app.storage, checked.images);
  }

  defineRoute(
    app,
    endpoints.orderComment,
    async (req) => {
      const member = memberOf(req);
      const orderId = resourceId(req.body.id, () => new ApiFailure(404, messages.orderNotFound));
      const order = await comments.orderForComment(member.id, orderId);
      if (!order) throw new ApiFailure(404, messages.orderNotFound);
      if (order.status !== 7) throw refused(422, messages.commentPostFailed, 'id', messages.commentOrderNotCompleted);
      if (order.commented) throw refused(409, messages.commentPostFailed, 'id', messages.commentAlreadyPosted);

      const urls = await photos(req.fileLists.images ?? []);
      let result;
      try {
        result = await commentService.addForOrder(member.id, orderId, textOf(req.body), urls);
      } catch (error) {
        await removeCommentImages(app.storage, urls);
        throw error;
      }
      if (result.kind !== 'created') await removeCommentImages(app.storage, urls);
      if (result.kind === 'not-found') throw new ApiFailure(404, messages.orderNotFound);
      if (result.kind === 'not-completed') throw refused(422, messages.commentPostFailed, 'id', messages.commentOrderNotCompleted);
      if (result.kind === 'already') throw refused(409, messages.commentPostFailed, 'id', messages.commentAlreadyPosted);
      const detail = await comments.detail(member.id, result.id);
      if (!detail) throw commentNotFound();
      return detail;
    },
    { message: messages.published, upload: LIMITS },
  );

  // A payment comment: only the owner of a paid (not refunded) payment, once.
  defineRoute(
    app,
    endpoints.payComment,
    async (req) => {
      const member = memberOf(req);
      const payLogNotFound = () => new ApiFailure(404, messages.payLogNotFound);
      const payLogId = resourceId(req.body.pay_log_id, payLogNotFound);
      const payLog = await comments.payLogForComment(member.id, payLogId);
      if (!payLog) throw payLogNotFound();
      const notPaid = () => refused(422, messages.commentPostFailed, 'pay_log_id', coinMessages.payLogRefunded);
      const already = () => refused(409, messages.commentPostFailed, 'pay_log_id', coinMessages.payLogAlreadyCommented);
      if (payLog.status !== PAY_LOG_STATUS.paid) throw notPaid();
      if (payLog.commented) throw already();

      const urls = await photos(req.fileLists.images ?? []);
      let result;
      try {
        result = await commentService.addForPayLog(member.id, payLogId, textOf(req.body), urls);
      } catch (error) {
        await removeCommentImages(app.storage, urls);
        throw error;
      }
      if (result.kind !== 'created') await removeCommentImages(app.storage, urls);
      if (result.kind === 'not-found') throw payLogNotFound();
      if (result.kind === 'not-completed') throw notPaid();
      if (result.kind === 'already') throw already();
      const detail = await comments.detail(member.id, result.id);
      if (!detail) throw commentNotFound();
      return detail;
    },
    { message: messages.published, upload: LIMITS },
  );

  defineRoute(app, endpoints.memberCommentList, async (req) =>
    comments.forMember(memberOf(req).id, pageRequest(positiveInt(req.query.page, 1), MY_COMMENTS_PAGE)),
  );

  defineRoute(app, endpoints.comment, async (req) => {
    const detail = await comments.detail(memberOf(req).id, resourceId(req.params.id, commentNotFound));
    if (!detail) throw commentNotFound();
    return detail;
  });

  // POST /v2/comment/{id}?_method=PUT: the form's multipart edit.
  defineRoute(
    app,
    endpoints.commentUpdate,
    async (req) => {
      const member = memberOf(req);
      const id = resourceId(req.params.id, commentNotFound);
      const current = await comments.imagesOf(member.id, id);
      if (!current) throw commentNotFound();
      const keep = req.body.keep_images === undefined ? null : req.body.keep_images;
      const kept = keep === null ? current.length : current.filter((url) => keep.includes(url)).length;
      const urls = await photos(req.fileLists.images ?? [], kept);
      let result;
      try {
        result = await commentService.update(member.id, id, textOf(req.body), keep, urls, app.clock());
      } catch (error) {
        await removeCommentImages(app.storage, urls);
        throw error;
      }
      if (!result) {
        await removeCommentImages(app.storage, urls);
        throw commentNotFound();
      }
      await removeCommentImages(app.storage, result.dropped);
      const detail = await comments.detail(member.id, id);
      if (!detail) throw commentNotFound();
      return detail;
    },
    { message: messages.edited, upload: LIMITS },
  );
}
