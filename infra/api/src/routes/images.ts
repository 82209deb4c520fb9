/**
 * The image pipeline's variants (lib/image-pipeline.ts): `GET /images/{hash}/{width}.{format}`
 * for the widths 320, 640 and 1280 as WebP, AVIF or JPEG — anything else is 404. A variant is
 * made on its first request and kept in the storage; the reply is immutable for a year (a
 * hash names one picture forever) with a strong ETag of the bytes, 304 when it matches. Like
 * /uploads, a picture is shown, never run (its own CSP), and not rate limited: a page shows
 * many, and an unknown hash costs one primary-key read.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createVariantSource, isImageFormat, isImageWidth } from '../lib/image-pipeline';
import { IMMUTABLE, UPLOAD_CSP } from '../lib/static-file';

const NAME = /^([1-9]\d{0,3})\.([a-z]{3,4})$/;
const HASH = /^[0-9a-f]{64}$/;

export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  const source = createVariantSource(app.db, app.storage);
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send('Not Found');

  app.get<{ Params: { hash: string; file: string } }>('/images/:hash/:file', { config: { rateLimit: false } }, async (request, reply) => {
    const { hash, file } = request.params;
    const [, digits, format] = NAME.exec(file) ?? [];
    const width = Number(digits);
    if (!HASH.test(hash) || !isImageWidth(width) || !format || !isImageFormat(format)) return notFound(reply);
    const variant = await source.variant(hash, width, format);
    if (!variant) return notFound(reply);
    reply
      .header('Content-Type', variant.type)
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', variant.etag)
      .header('Content-Security-Policy', UPLOAD_CSP);
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    return reply.header('Content-Length', variant.data.length).send(variant.data);
  });
}
