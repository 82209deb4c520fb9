/**
 * Helpers for the partner API, comments and notifications tests: signed partner calls with a
 * seeded store's development credential, multipart bodies with several files, a booked order
 * moved to a status, and small real pictures made with sharp.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import * as t from '../../src/db/schema';
import { devPartnerCredential, signPartnerRequest } from '../../src/lib/partner-signature';
import type { TestContext } from './app';

export type Method = 'GET' | 'POST' | 'PUT';

/** A signed partner call as the store's POS would make it. */
export function partnerCall(ctx: TestContext, storeId: number, method: Method, path: string, payload?: unknown, options: { now?: Date; credential?: { keyId: string; secret: string } } = {}) {
  const signed = signPartnerRequest(options.credential ?? devPartnerCredential(storeId), method, path, payload, options.now);
  return ctx.app.inject({ method, url: path, headers: signed.headers, payload: signed.body || undefined });
}

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart body; a field given as a list is sent as repeated fields. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = '----joytest-partner';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const value of Array.isArray(v) ? v : [v]) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function postMultipart(ctx: TestContext, url: string, token: string | undefined, fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const { payload, headers } = multipart(fields, files);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

/** A real picture of the given size and format. */
export async function picture(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 126, b: 34 } } })[format]().toBuffer();
}

export const photo = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FilePart => ({ name: 'images[]', filename, type, data });

/** Sets an order's status directly (a test's shortcut past the partner API). */
export async function setStatus(ctx: TestContext, orderId: number, status: number): Promise<void> {
  await ctx.db.update(t.orders).set({ status }).where(eq(t.orders.id, orderId));
}

export async function memberIdOf(ctx: TestContext, phone: string): Promise<number> {
  const [row] = await ctx.db.select({ id: t.members.id }).from(t.members).where(eq(t.members.phone, phone));
  return row.id;
}
