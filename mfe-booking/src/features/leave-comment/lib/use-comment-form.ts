/**
 * The comment form's state through its steps (§4 comment flow): scores, then text and photos,
 * then done. Validates each step with the contract's schema, sends with upload progress, and
 * maps the server's field errors back onto the form.
 */
import { useState } from 'react';
import { ApiError, type CommentDetail, type FieldErrors } from '@joy/contract';
import { schemas, validate } from '@joy/contract/forms';
import { sendComment, type CommentValues } from '../api/comment';
import { checkPhotos } from './photo-checks';
import type { CommentTarget } from './comment-target';

export type CommentStep = 0 | 1 | 2;

const scoreStep = schemas.orderCommentBody.pick(['score', 'sub_score']);
const textStep = schemas.orderCommentBody.pick(['title', 'body', 'name', 'phone']);

export const emptyValues = (name = '', phone = ''): CommentValues => ({ score: 0, sub_score: [0, 0, 0, 0], title: '', body: '', name, phone });

export function valuesOf(comment: CommentDetail): CommentValues {
  const { score, sub_scores, title, body, name, phone } = comment;
  return { score, sub_score: [...sub_scores], title, body, name, phone };
}

export function useCommentForm(target: CommentTarget, initial: CommentValues, initialImages: string[]) {
  const [step, setStep] = useState<CommentStep>(0);
  const [values, setValues] = useState(initial);
  const [kept, setKept] = useState(initialImages);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof CommentValues>(key: K, value: CommentValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function next() {
    const result = await validate(scoreStep, values);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) setStep(1);
  }

  function pick(files: File[]) {
    const { accepted, error } = checkPhotos(files, kept.length + photos.length);
    setPhotos((p) => [...p, ...accepted]);
    setPhotoError(error);
  }

  async function submit() {
    const result = await validate(textStep, values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    setFailure(null);
    setProgress(0);
    try {
      await sendComment(target, { values, photos, keepImages: target.commentId ? kept : undefined }, setProgress);
      setStep(2);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fields = apiError?.fields ?? {};
      setErrors(fields);
      if (fields.images) setPhotoError(fields.images);
      if (fields.score || fields.sub_score) setStep(0);
      setFailure(apiError?.message && !Object.keys(fields).length ? apiError.message : null);
    } finally {
      setProgress(null);
    }
  }

  return {
    step,
    values,
    kept,
    photos,
    errors,
    photoError,
    progress,
    failure,
    sending: progress !== null,
    set,
    next,
    back: () => setStep(0),
    pick,
    removeKept: (url: string) => setKept((k) => k.filter((u) => u !== url)),
    removePhoto: (index: number) => setPhotos((p) => p.filter((_, i) => i !== index)),
    submit,
  };
}
