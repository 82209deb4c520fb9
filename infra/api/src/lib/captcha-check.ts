/** Public forms and sign-up: the captcha answer must pass the configured verifier (off: always). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@joy/contract';
import { validationFailure } from './api-error';

export async function requireCaptcha(app: FastifyInstance, request: FastifyRequest, answer: string): Promise<void> {
  if (app.captcha.provider === 'off') return;
  if (!(await app.captcha.verify(answer, request.ip))) throw validationFailure({ captcha: messages.codeValidationFailed });
}
