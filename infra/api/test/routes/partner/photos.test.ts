/**
 * The store's photos through the partner API and the image pipeline's variants (issue 27,
 * items 1 and 2): every call signed (401 without), an upload judged by its bytes (422 with
 * the field's message), kept once under its hash, normalised (upright, no metadata) with its
 * placeholder; order, cover and delete in one transaction each, the card's picture following
 * the cover and the cached store page changing at once; store A never reaching store B's
 * photos (404); variants only at 320, 640 and 1280 px in WebP, AVIF and JPEG, never wider than
 * the original, immutable, with a strong ETag, made once even when asked for at once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { endpoints, rules, type Envelope, type StoreDetail, type StoreFilter } from '@joy/contract';
import { partnerPhotoMessages, type PartnerPhotos } from '@joy/contract/partner';
import { pageRequest } from '../../../src/lib/paging';
import * as t from '../../../src/db/schema';
import { devPartnerCredential, signPartnerRequest } from '../../../src/lib/partner-signature';
import { eachDatabase, json, rowsOf, type TestContext } from '../../helpers/app';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-photos-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A photo as a phone takes it: landscape pixels, EXIF saying "turn right", a camera note. */
async function phonePhoto(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: { create: { width: Math.floor(width / 4), height: Math.floor(height / 4), channels: 3, background: { r: 255, g: 255, b: 255 } } }, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'JoyCam', Model: 'Secret 1' } } })
    .toBuffer();
}

const png = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } }).png().toBuffer();

eachDatabase(
  'partner photos and the image pipeline',
  (ctx: TestContext) => {
    let storeA: number;
    let storeB: number;
    let request = 0;
    const call = (storeId: number | null, method: Method, url: string, payload?: unknown) => {
      // A request id keeps identical calls within one second from looking like replays.
      const target = `${url}${url.includes('?') ? '&' : '?'}request_id=photos-${++request}`;
      if (storeId === null) return ctx.app.inject({ method, url: target, payload: payload === undefined ? undefined : JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      const signed = signPartnerRequest(devPartnerCredential(storeId), method, target, payload);
      return ctx.app.inject({ method, url: target, headers: signed.headers, payload: signed.body || undefined });
    };
    const upload = (storeId: number, data: Buffer) => call(storeId, 'POST', '/partner/v1/photos', { image: data.toString('base64') });
    const photosOf = async (res: { statusCode: number; body: string }) => {
      expect(res.statusCode).toBe(200);
      return json<Envelope<PartnerPhotos>>(res).return.photos;
    };
    const cardPhoto = async (storeId: number) => (await ctx.db.select({ photo: t.stores.photo, logo: t.stores.logo }).from(t.stores).where(eq(t.stores.id, storeId)))[0];
    const fieldsOf = (res: { body: string }) => (json(res) as { return?: { errors?: Record<string, string> } }).return?.errors ?? {};

    beforeAll(async () => {
      const rows = await rowsOf<{ id: number }>(ctx.db, sql`select id from stores order by id desc limit 2`);
      [storeA, storeB] = rows.map((r) => Number(r.id));
    });

    describe('signature', () => {
      it('answers 401 to every photo call without a signature', async () => {
        const calls: [Method, string, unknown?][] = [
          ['GET', '/partner/v1/photos'],
          ['POST', '/partner/v1/photos', { image: (await png(40, 30, 1)).toString('base64') }],
          ['PUT', '/partner/v1/photos/order', { ids: [1] }],
          ['PUT', '/partner/v1/photos/1/cover'],
          ['DELETE', '/partner/v1/photos/1'],
        ];
        for (const [method, url, payload] of calls) {
          const res = await call(null, method, url, payload);
          expect(res.statusCode).toBe(401);
          expect(json(res)).toMatchObject({ code: 0, status: 401 });
        }
      });

      it('refuses a body signed by another store’s key', async () => {
        const target = `/partner/v1/photos?request_id=photos-${++request}`;
        const signed = signPartnerRequest({ ...devPartnerCredential(storeA), secret: devPartnerCredential(storeB).secret }, 'GET', target);
        expect((await ctx.app.inject({ method: 'GET', url: target, headers: signed.headers })).statusCode).toBe(401);
      });
    });

    it('documents the photo calls in /openapi.json under the partner tag, signed', async () => {
      type Operation = { tags?: string[]; security?: unknown[]; requestBody?: unknown };
      const doc = json<{ paths: Record<string, Record<string, Operation>> }>(await ctx.app.inject({ method: 'GET', url: '/openapi.json' }));
      const ops = [doc.paths['/partner/v1/photos']?.get, doc.paths['/partner/v1/photos']?.post, doc.paths['/partner/v1/photos/order']?.put, doc.paths['/partner/v1/photos/{id}/cover']?.put, doc.paths['/partner/v1/photos/{id}']?.delete];
      for (const op of ops) {
        expect(op?.tags).toEqual(['partner']);
        expect(op?.security?.length).toBeGreaterThan(0);
      }
      expect(doc.paths['/partner/v1/photos'].post.requestBody).toBeDefined();
    });

    describe('upload', () => {
      it('keeps a phone photo once, upright and without metadata, with its size and a placeholder under 1 KB', async () => {
        const before = await photosOf(await call(storeA, 'GET', '/partner/v1/photos'));
        const data = await phonePhoto(800, 600, { r: 200, g: 80, b: 40 });
        const photos = await photosOf(await upload(storeA, data));
        expect(photos).toHaveLength(before.length + 1);
        const added = photos[photos.length - 1];
        expect(added.image).not.toBeNull();
        const hash = added.image?.hash as string;
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(added.url).toBe(`/images/${hash}/640.webp`);
        // Turned upright from EXIF: 800×600 with "turn right" is 600 wide and 800 high.
        expect(added.image).toMatchObject({ width: 600, height: 800 });
        expect(added.image?.placeholder).toMatch(/^data:image\/webp;base64,/);
        expect(added.image?.placeholder.length).toBeLessThan(1024);

        const [row] = await ctx.db.select().from(t.images).where(eq(t.images.hash, hash));
        expect(row).toMatchObject({ mime: 'image/jpeg', width: 600, height: 800 });
        const kept = fs.readFileSync(path.join(uploadDir, 'images', `${hash}.jpg`));
        expect(row.bytes).toBe(kept.length);
        expect(crypto.createHash('sha256').update(kept).digest('hex')).toBe(hash);
        const meta = await sharp(kept).metadata();
        expect(meta).toMatchObject({ width: 600, height: 800 });
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(kept.includes(Buffer.from('JoyCam'))).toBe(false);
        const placeholder = await sharp(Buffer.from(added.image?.placeholder.split(',')[1] as string, 'base64')).metadata();
        expect(placeholder).toMatchObject({ format: 'webp', width: 16 });
      });

      it('stores the same picture once however often it is uploaded (one images row, one object)', async () => {
        const data = await png(300, 200, 42);
        const first = (await photosOf(await upload(storeA, data))).at(-1);
        const second = (await photosOf(await upload(storeB, data))).at(-1);
        expect(second?.image?.hash).toBe(first?.image?.hash);
        expect(second?.id).not.toBe(first?.id);
        const rows = await ctx.db.select().from(t.images).where(eq(t.images.hash, first?.image?.hash as string));
        expect(rows).toHaveLength(1);
        expect(fs.readdirSync(path.join(uploadDir, 'images')).filter((name) => name.startsWith(first?.image?.hash as string) && name.endsWith('.png'))).toHaveLength(1);
      });

      it('accepts the picture as a data URI too', async () => {
        const data = await png(120, 90, 7);
        const res = await call(storeB, 'POST', '/partner/v1/photos', { image: `data:image/png;base64,${data.toString('base64')}` });
        expect((await photosOf(res)).at(-1)?.image).toMatchObject({ width: 120, height: 90 });
      });

      it('refuses what is not a picture, too large, unreadable or missing with the field’s message (422), and writes nothing', async () => {
        const count = async () => Number((await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from store_photos where store_id = ${storeA}`))[0].n);
        const before = await count();
        const cases: [unknown, string][] = [
          [{ image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64') }, rules.commentMessages.imageType],
          [{ image: Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64') }, rules.commentMessages.imageType],
          [{ image: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(rules.COMMENT_IMAGE_MAX_BYTES)]).toString('base64') }, rules.commentMessages.imageTooLarge],
          [{ image: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)]).toString('base64') }, rules.commentMessages.imageUnreadable],
          [{ image: 'not base64 at all!' }, partnerPhotoMessages.photoRequired],
          [{}, partnerPhotoMessages.photoRequired],
        ];
        for (const [index, [payload, message]] of cases.entries()) {
          const res = await call(storeA, 'POST', '/partner/v1/photos', payload);
          // The case, the reply and the server's error in the failure message: a 500 on the
          // too-large case has been seen twice in CI, not reproduced outside it.
          expect({ index, status: res.statusCode, reply: res.statusCode === 422 ? '' : [res.body.slice(0, 300), ...ctx.serverErrors().slice(-1)].join(' ') }).toEqual({ index, status: 422, reply: '' });
          expect(fieldsOf(res)).toEqual({ image: message });
          expect(res.body).not.toMatch(/at .*\.ts:\d+/);
        }
        expect(await count()).toBe(before);
      });
    });

    describe('order, cover and delete', () => {
      let ids: number[];
      beforeAll(async () => {
        for (let i = 0; i < 3; i += 1) await upload(storeA, await png(400 + i, 300, 100 + i));
        ids = (await photosOf(await call(storeA, 'GET', '/partner/v1/photos'))).map((p) => p.id);
      });

      it('puts the photos in the order given; the first is the cover and the card’s picture', async () => {
        const reversed = [...ids].reverse();
        const photos = await photosOf(await call(storeA, 'PUT', '/partner/v1/photos/order', { ids: reversed }));
        expect(photos.map((p) => p.id)).toEqual(reversed);
        expect(photos.map((p) => p.is_cover)).toEqual(reversed.map((_, i) => i === 0));
        expect((await cardPhoto(storeA)).photo).toBe(photos[0].url);
      });

      it('refuses an incomplete, repeated or malformed order (422) and another store’s photo (404)', async () => {
        const [other] = (await photosOf(await call(storeB, 'GET', '/partner/v1/photos'))).map((p) => p.id);
        const bad: [unknown, number][] = [
          [{ ids: ids.slice(1) }, 422],
          [{ ids: [...ids, ids[0]] }, 422],
          [{ ids: ['x'] }, 422],
          [{ ids: 'all' }, 422],
          [{}, 422],
          [{ ids: [...ids.slice(1), other] }, 404],
          [{ ids: [...ids.slice(1), 2_147_483_647] }, 404],
        ];
        const order = (await photosOf(await call(storeA, 'GET', '/partner/v1/photos'))).map((p) => p.id);
        for (const [payload, status] of bad) {
          const res = await call(storeA, 'PUT', '/partner/v1/photos/order', payload);
          expect(res.statusCode).toBe(status);
          if (status === 422) expect(Object.keys(fieldsOf(res))).toEqual(['ids']);
          else expect(json(res).msg).toBe(partnerPhotoMessages.photoNotFound);
        }
        expect((await photosOf(await call(storeA, 'GET', '/partner/v1/photos'))).map((p) => p.id)).toEqual(order);
      });

      it('makes a photo the cover: it moves first, the others keep their order', async () => {
        const order = (await photosOf(await call(storeA, 'GET', '/partner/v1/photos'))).map((p) => p.id);
        const chosen = order[2];
        const photos = await photosOf(await call(storeA, 'PUT', `/partner/v1/photos/${chosen}/cover`));
        expect(photos.map((p) => p.id)).toEqual([chosen, ...order.filter((id) => id !== chosen)]);
        expect((await cardPhoto(storeA)).photo).toBe(photos[0].url);
      });

      it('never shows, orders, covers or deletes another store’s photo: 404 as if it did not exist', async () => {
        const theirs = await photosOf(await call(storeB, 'GET', '/partner/v1/photos'));
        const mine = await photosOf(await call(storeA, 'GET', '/partner/v1/photos'));
        expect(mine.some((p) => theirs.some((q) => q.id === p.id))).toBe(false);
        const target = theirs[theirs.length - 1].id;
        for (const res of [await call(storeA, 'PUT', `/partner/v1/photos/${target}/cover`), await call(storeA, 'DELETE', `/partner/v1/photos/${target}`)]) {
          expect(res.statusCode).toBe(404);
          expect(json(res)).toMatchObject({ code: 0, status: 404, msg: partnerPhotoMessages.photoNotFound });
        }
        expect(await photosOf(await call(storeB, 'GET', '/partner/v1/photos'))).toEqual(theirs);
        for (const id of ['abc', '0', '-1', '1e3', '99999999999']) {
          expect((await call(storeA, 'PUT', `/partner/v1/photos/${id}/cover`)).statusCode).toBe(404);
          expect((await call(storeA, 'DELETE', `/partner/v1/photos/${id}`)).statusCode).toBe(404);
        }
      });

      it('deletes photos down to none; the card then shows the store’s generated picture', async () => {
        let photos = await photosOf(await call(storeA, 'GET', '/partner/v1/photos'));
        while (photos.length) {
          const [cover, ...rest] = photos;
          photos = await photosOf(await call(storeA, 'DELETE', `/partner/v1/photos/${cover.id}`));
          expect(photos.map((p) => p.id)).toEqual(rest.map((p) => p.id));
          const card = await cardPhoto(storeA);
          expect(card.photo).toBe(photos.length ? photos[0].url : card.logo);
        }
        expect((await cardPhoto(storeA)).logo).not.toBe('');
      });
    });

    describe('the store page', () => {
      it('shows a new cover on the next read of the cached page, with what srcset needs', async () => {
        const page = async () => {
          const res = await ctx.app.inject({ method: 'GET', url: `/v2/store/${storeB}` });
          expect(res.statusCode).toBe(200);
          return { etag: res.headers.etag, store: json<Envelope<StoreDetail>>(res).return };
        };
        const before = await page();
        const added = (await photosOf(await upload(storeB, await png(1600, 1200, 9)))).at(-1);
        const photos = await photosOf(await call(storeB, 'PUT', `/partner/v1/photos/${added?.id}/cover`));
        expect(photos[0].id).toBe(added?.id);
        const after = await page();
        expect(after.etag).not.toBe(before.etag);
        expect(after.store.photo).toBe(added?.url);
        expect(after.store.photos[0]).toBe(added?.url);
        expect(after.store.photo_image).toEqual(added?.image);
        expect(after.store.photo_images?.[0]).toEqual(added?.image);
        // Seeded photos (plain URLs) keep working and say they have no variants.
        expect(after.store.photo_images).toHaveLength(after.store.photos.length);
      });

      it('gives the card and the page the same pictures from memory as the SQL reads do', async () => {
        const now = ctx.app.clock();
        const page = json<Envelope<StoreDetail>>(await ctx.app.inject({ method: 'GET', url: `/v2/store/${storeB}` })).return;
        expect(page.photo_image?.hash).toMatch(/^[0-9a-f]{64}$/);
        expect(page.photo_images?.some((image) => image === null)).toBe(true);
        expect(page).toEqual(await ctx.app.repos.stores.detail(storeB, now));
        const filter = (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync({ keyword: page.name }) as StoreFilter;
        const catalog = await ctx.app.readModel.fresh();
        const fromCatalog = (await catalog.search({ filter, page: pageRequest(1, 30), now, slots: null })).data.find((card) => card.id === storeB);
        const fromSql = (await ctx.app.repos.stores.search(filter, pageRequest(1, 30), now)).data.find((card) => card.id === storeB);
        expect(fromCatalog?.photo_image).toEqual(page.photo_image);
        expect(fromCatalog).toEqual(fromSql);
        // A seeded card has no image and says nothing of one.
        const seeded = (await catalog.search({ filter: (endpoints.mapSearch.body as { validateSync(v: unknown): unknown }).validateSync({}) as StoreFilter, page: pageRequest(1, 30), now, slots: null })).data.find((card) => !card.photo.startsWith('/images/'));
        expect(seeded && 'photo_image' in seeded).toBe(false);
      });
    });

    describe('variants', () => {
      let hash: string;
      beforeAll(async () => {
        // Its own picture on each database (the upload folder is shared): the variants are made here.
        const photos = await photosOf(await upload(storeB, await png(800, 500, crypto.randomInt(1, 1_000_000))));
        hash = photos.at(-1)?.image?.hash as string;
      });
      const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

      it.each([
        [320, 'webp', 'image/webp', 'webp', 320],
        [640, 'avif', 'image/avif', 'heif', 640],
        [640, 'jpg', 'image/jpeg', 'jpeg', 640],
        [1280, 'webp', 'image/webp', 'webp', 800],
      ] as const)('serves %i.%s as %s, immutable with a strong ETag, never wider than the original', async (width, ext, type, format, real) => {
        const res = await get(`/images/${hash}/${width}.${ext}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format, width: real });
        expect(fs.existsSync(path.join(uploadDir, 'images', hash, `${width}.${ext}`))).toBe(true);
        const again = await get(`/images/${hash}/${width}.${ext}`, { 'if-none-match': res.headers.etag as string });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      });

      it('answers 404 for any other width or format, an unknown hash and a malformed name', async () => {
        for (const url of [
          `/images/${hash}/480.webp`,
          `/images/${hash}/0640.webp`,
          `/images/${hash}/640.gif`,
          `/images/${hash}/640.png`,
          `/images/${hash}/640`,
          `/images/${'0'.repeat(64)}/640.webp`,
          `/images/${hash.slice(1)}/640.webp`,
          `/images/${hash.toUpperCase()}/640.webp`,
          `/images/..%2F..%2Fetc/640.webp`,
        ]) {
          const res = await get(url, { accept: 'text/html' });
          expect([url, res.statusCode]).toEqual([url, 404]);
          expect(res.headers['cache-control']).not.toContain('immutable');
        }
      });

      it('makes a variant asked for many times at once once, whole', async () => {
        const url = `/images/${hash}/320.avif`;
        const replies = await Promise.all(Array.from({ length: 6 }, () => get(url)));
        expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
        const bodies = new Set(replies.map((r) => r.rawPayload.toString('base64')));
        expect(bodies.size).toBe(1);
        const kept = fs.readFileSync(path.join(uploadDir, 'images', hash, '320.avif'));
        expect(kept.equals(replies[0].rawPayload)).toBe(true);
        expect(fs.readdirSync(path.join(uploadDir, 'images', hash)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
        expect((await sharp(kept).metadata()).width).toBe(320);
      });
    });
  },
  { config: { uploadDir } },
);
