/**
 * A store's photos through the partner API (contract partner/photos.ts): list, upload, order,
 * choose the cover, delete. Each change is one transaction that holds the store's row, so two
 * changes of one store never interleave: it writes store_photos (whose triggers put a 'store'
 * row in the change feed, so the store's version moves and cached pages are replaced at once)
 * and sets stores.photo, the card's picture, to the cover — the first photo — or, with no
 * photo left, to the store's generated picture (its logo). A store only ever touches its own
 * photos: anything else is 404, as if it did not exist.
 *
 * An upload goes through the image pipeline (lib/image-pipeline.ts): judged by its bytes,
 * normalised and kept once under its hash before the transaction (a kept picture no row names
 * is harmless, and the next upload of it reuses it); the `images` row is written inside it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PARTNER_PHOTOS_MAX, partnerPhotoMessages as texts, type PartnerPhoto, type PartnerPhotos } from '@joy/contract/partner';
import * as t from '../db/schema';
import type { Database } from '../db/client';
import { ApiFailure, validationFailure } from '../lib/api-error';
import { keepOriginal, prepareImage, variantPath } from '../lib/image-pipeline';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const photoNotFound = () => new ApiFailure(404, texts.photoNotFound);

/** A character base64 does not use. */
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * Whether the text is base64: its alphabet, and at most two `=` at the end only. Checked
 * without a pattern over the whole text: `^[A-Za-z0-9+/]+={0,2}$` keeps a backtracking entry
 * per character, and on an 11 MB upload (8 MB of picture) V8 ran out of room for them now and
 * then ("Maximum call stack size exceeded": a 500 instead of the field's message).
 */
function isBase64(text: string): boolean {
  if (!text || text.length % 4 === 1 || NOT_BASE64.test(text)) return false;
  const padding = text.indexOf('=');
  return padding === -1 || (padding > 0 && text.endsWith('='.repeat(text.length - padding)) && text.length - padding <= 2);
}

/** The bytes of an upload's `image` field: base64, optionally as a data URI; null when it is not base64. */
export function decodeUpload(value: string): Buffer | null {
  // The media type's length is bounded, so a long text after `data:` is not backtracked over.
  const base64 = value.replace(/^data:[\w/+.-]{0,100};base64,/, '').replace(/\s+/g, '');
  return isBase64(base64) ? Buffer.from(base64, 'base64') : null;
}

export function createStorePhotoService(app: FastifyInstance) {
  const list = async (db: Database | Tx, storeId: number): Promise<PartnerPhoto[]> => {
    const rows = await db
      .select({ id: t.storePhotos.id, url: t.storePhotos.url, hash: t.images.hash, width: t.images.width, height: t.images.height, placeholder: t.images.placeholder })
      .from(t.storePhotos)
      .leftJoin(t.images, eq(t.images.hash, t.storePhotos.image))
      .where(eq(t.storePhotos.storeId, storeId))
      .orderBy(asc(t.storePhotos.sort), asc(t.storePhotos.id));
    return rows.map((r, i) => ({
      id: r.id,
      url: r.url,
      image: r.hash ? { hash: r.hash, width: r.width ?? 0, height: r.height ?? 0, placeholder: r.placeholder ?? '' } : null,
      is_cover: i === 0,
    }));
  };

  /** Locks the store's row for the transaction (changes of one store one after another). */
  const lockStore = async (tx: Tx, storeId: number): Promise<void> => {
    const [row] = await tx.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId)).for('update');
    if (!row) throw new ApiFailure(404, texts.photoNotFound);
  };

  /** Writes the order given (ids first to last) and points the card at the cover. */
  const writeOrder = async (tx: Tx, storeId: number, ids: readonly number[]): Promise<void> => {
    if (ids.length) {
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
        sql` `,
      );
      await tx.execute(sql`update ${t.storePhotos} set sort = case id ${cases} end where store_id = ${storeId} and id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`);
    }
    await setCover(tx, storeId);
  };

  const setCover = async (tx: Tx, storeId: number): Promise<void> => {
    const [cover] = await tx
      .select({ url: t.storePhotos.url })
      .from(t.storePhotos)
      .where(eq(t.storePhotos.storeId, storeId))
      .orderBy(asc(t.storePhotos.sort), asc(t.storePhotos.id))
      .limit(1);
    await tx
      .update(t.stores)
      .set({ photo: cover ? cover.url : sql`${t.stores.logo}`, updatedAt: app.clock() })
      .where(eq(t.stores.id, storeId));
  };

  const idsOf = async (tx: Tx, storeId: number): Promise<number[]> =>
    (await tx.select({ id: t.storePhotos.id }).from(t.storePhotos).where(eq(t.storePhotos.storeId, storeId)).orderBy(asc(t.storePhotos.sort), asc(t.storePhotos.id))).map((r) => r.id);

  return {
    list: (storeId: number): Promise<PartnerPhotos> => list(app.db, storeId).then((photos) => ({ photos })),

    /** Adds a photo at the end (the cover when it is the first). */
    async upload(storeId: number, encoded: string): Promise<PartnerPhotos> {
      const data = decodeUpload(encoded);
      if (!data) throw validationFailure({ image: texts.photoRequired });
      const checked = await prepareImage(data);
      if (!checked.ok) throw validationFailure({ image: checked.message });
      const row = await keepOriginal(app.storage, checked.image);
      return app.db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        const ids = await idsOf(tx, storeId);
        if (ids.length >= PARTNER_PHOTOS_MAX) throw validationFailure({ image: texts.photoTooMany });
        await tx.insert(t.images).values(row).onConflictDoNothing();
        await tx.insert(t.storePhotos).values({ storeId, url: variantPath(row.hash), image: row.hash, sort: ids.length });
        // Earlier photos keep their places; sorts are renumbered 0… so the new one is last.
        await writeOrder(tx, storeId, ids);
        return { photos: await list(tx, storeId) };
      });
    },

    /** Puts the photos in the order given: every photo of the store exactly once. */
    async reorder(storeId: number, order: readonly number[]): Promise<PartnerPhotos> {
      return app.db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        const ids = await idsOf(tx, storeId);
        const given = new Set(order);
        // An id of another store's photo is as unknown as one that never existed.
        if (order.some((id) => !ids.includes(id))) throw photoNotFound();
        if (given.size !== order.length || given.size !== ids.length) throw validationFailure({ ids: texts.photoOrderIncomplete });
        await writeOrder(tx, storeId, order);
        return { photos: await list(tx, storeId) };
      });
    },

    /** Moves the photo first; the others keep their order. */
    async cover(storeId: number, photoId: number): Promise<PartnerPhotos> {
      return app.db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        const ids = await idsOf(tx, storeId);
        if (!ids.includes(photoId)) throw photoNotFound();
        await writeOrder(tx, storeId, [photoId, ...ids.filter((id) => id !== photoId)]);
        return { photos: await list(tx, storeId) };
      });
    },

    /** Deletes the photo; the kept picture stays (another photo may show the same one). */
    async remove(storeId: number, photoId: number): Promise<PartnerPhotos> {
      return app.db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        const deleted = await tx
          .delete(t.storePhotos)
          .where(and(eq(t.storePhotos.id, photoId), eq(t.storePhotos.storeId, storeId)))
          .returning({ id: t.storePhotos.id });
        if (!deleted.length) throw photoNotFound();
        await writeOrder(tx, storeId, await idsOf(tx, storeId));
        return { photos: await list(tx, storeId) };
      });
    },
  };
}

export type StorePhotoService = ReturnType<typeof createStorePhotoService>;
