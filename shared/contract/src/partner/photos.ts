/**
 * The partner API's photo calls: the store lists its photos, uploads one, puts them in order,
 * chooses the cover (it moves first) and deletes one. The first photo is the cover: the
 * picture of the store's card and the first of its page; with no photo left the store shows
 * its generated picture again. Every call answers the whole list in its new order.
 *
 * An upload is JSON like every partner call (the signature covers the body bytes):
 * `{ "image": "<base64>" }` (a `data:image/…;base64,` prefix is accepted). The picture is
 * judged by its bytes as the comment photos are — JPEG, PNG or WebP, at most
 * COMMENT_IMAGE_MAX_BYTES, and it must decode — and goes through the image pipeline, so the
 * photo's `url` is its 640 px WebP and `image` says how to build `srcset`.
 */
import * as yup from 'yup';
import { endpoint } from '../platform/endpoint';

import { flag, int, list, text } from '../platform/response-fields';
import { COMMENT_IMAGE_MAX_BYTES } from '../platform/rules';
import { optionalResponsiveImage } from '../platform/image-schemas';

/** At most this many photos per store. */
export const PARTNER_PHOTOS_MAX = 30;

export const partnerPhotoMessages = {
  photoRequired: '請選擇要上傳的照片',
  photoNotFound: '找不到這張照片',
  photoTooMany: `每間餐廳最多 ${PARTNER_PHOTOS_MAX} 張照片，請先刪除不需要的照片`,
  photoOrderIncomplete: '請依新的順序列出每一張照片，各一次',
} as const;

/** Largest upload body: the picture's base64 (4/3 of its bytes) and room for the JSON around it. */
export const PARTNER_PHOTO_BODY_BYTES = Math.ceil((COMMENT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export const partnerPhotoUploadBody = yup.object({
  image: yup.string().required(partnerPhotoMessages.photoRequired),
});

export const partnerPhotoOrderBody = yup.object({
  ids: yup
    .array(yup.number().typeError(partnerPhotoMessages.photoOrderIncomplete).integer(partnerPhotoMessages.photoOrderIncomplete).positive(partnerPhotoMessages.photoOrderIncomplete).required(partnerPhotoMessages.photoOrderIncomplete))
    .typeError(partnerPhotoMessages.photoOrderIncomplete)
    .max(PARTNER_PHOTOS_MAX, partnerPhotoMessages.photoOrderIncomplete)
    .required(partnerPhotoMessages.photoOrderIncomplete),
});

export const partnerPhoto = yup.object({
  id: int(),
  /** The picture diners see: a pipeline photo's 640 px WebP, or a seeded picture's URL. */
  url: text(),
  /** The pipeline's picture (null for a seeded URL). */
  image: optionalResponsiveImage(),
  is_cover: flag(),
});

export type PartnerPhoto = yup.InferType<typeof partnerPhoto>;

export const partnerPhotos = yup.object({ photos: list(partnerPhoto) });

export type PartnerPhotos = yup.InferType<typeof partnerPhotos>;

const e = endpoint;

export const partnerPhotoEndpoints = {
  partnerPhotos: e<PartnerPhotos>()({ method: 'GET', path: '/partner/v1/photos', response: partnerPhotos, summary: "The store's photos in display order; the first is the cover" }),
  partnerPhotoUpload: e<PartnerPhotos>()({
    method: 'POST',
    path: '/partner/v1/photos',
    body: partnerPhotoUploadBody,
    response: partnerPhotos,
    summary: 'Add a photo at the end ({ image: base64 } of a JPEG, PNG or WebP up to 8 MB; the first photo becomes the cover)',
  }),
  partnerPhotoOrder: e<PartnerPhotos>()({ method: 'PUT', path: '/partner/v1/photos/order', body: partnerPhotoOrderBody, response: partnerPhotos, summary: 'Put the photos in order: every photo id once, the cover first' }),
  partnerPhotoCover: e<PartnerPhotos>()({ method: 'PUT', path: '/partner/v1/photos/{id}/cover', response: partnerPhotos, summary: 'Make a photo the cover (it moves first; the others keep their order)' }),
  partnerPhotoDelete: e<PartnerPhotos>()({ method: 'DELETE', path: '/partner/v1/photos/{id}', response: partnerPhotos, summary: 'Delete a photo (with none left, the store shows its generated picture)' }),
} as const;
