/** The partner API: store credentials and replay protection. */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';

/**
 * Partner API credentials, one or more per store (key id + secret). The partner signs each
 * request with HMAC-SHA256, so the server needs the secret itself, not a hash: it is kept
 * sealed (AES-256-GCM under PARTNER_SECRET_KEY, lib/secret-box.ts) and only
 * repositories/partners.ts opens it. A dump of this table alone signs nothing.
 */
export const partnerCredentials = pgTable(
  'partner_credentials',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    keyId: varchar('key_id', { length: 64 }).notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('partner_credentials_key_id_uq').on(t.keyId), index('partner_credentials_store_id_idx').on(t.storeId)],
);

/**
 * Signatures already accepted, so a captured request cannot be replayed inside the 5-minute
 * window; the primary key refuses a second insert. Rows older than the window are purged.
 */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    keyId: varchar('key_id', { length: 64 }).notNull(),
    signature: varchar('signature', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.signature] }), index('partner_requests_created_at_idx').on(t.createdAt)],
);
