/**
 * The comment photo limits of the contract, checked on the device before anything is sent;
 * the server judges the bytes again.
 */
import { rules } from '@joy/contract';

const { COMMENT_IMAGE_MAX_BYTES, COMMENT_IMAGE_MAX_COUNT, COMMENT_IMAGE_TYPES, commentMessages } = rules;

export interface PhotoCheck {
  accepted: File[];
  error: string | null;
}

/** Adds picked files to what is already there, keeping the ones that pass, with the first reason for any refused. */
export function checkPhotos(picked: File[], alreadyThere: number): PhotoCheck {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of picked) {
    if (!(COMMENT_IMAGE_TYPES as readonly string[]).includes(file.type)) error ??= commentMessages.imageType;
    else if (file.size > COMMENT_IMAGE_MAX_BYTES) error ??= commentMessages.imageTooLarge;
    else if (alreadyThere + accepted.length >= COMMENT_IMAGE_MAX_COUNT) error ??= commentMessages.imageTooMany;
    else accepted.push(file);
  }
  return { accepted, error };
}

export const PHOTO_ACCEPT = COMMENT_IMAGE_TYPES.join(',');
export const PHOTO_MAX_COUNT = COMMENT_IMAGE_MAX_COUNT;
export const PHOTO_MAX_MB = COMMENT_IMAGE_MAX_BYTES / 1024 / 1024;
