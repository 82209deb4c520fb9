/** The public forms (contact, business cooperation): stored for the support team to read. */
import type { schemas } from '@joy/contract';
import type { InferType } from 'yup';
import { desc, sql } from 'drizzle-orm';
import type { Paged } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { paged, type PageRequest } from '../lib/paging';

type ContactForm = InferType<typeof schemas.contactBody>;
type CooperationForm = InferType<typeof schemas.cooperationBody>;

export function createFormRepository(db: Database) {
  return {
    async saveContact(form: ContactForm): Promise<number> {
      const [row] = await db
        .insert(t.contactMessages)
        .values({ name: form.name, email: form.email, phone: form.phone, title: form.title, content: form.content })
        .returning({ id: t.contactMessages.id });
      return row.id;
    },

    async saveCooperation(form: CooperationForm): Promise<number> {
      const [row] = await db
        .insert(t.cooperationRequests)
        .values({ company: form.company, name: form.name, email: form.email, phone: form.phone, content: form.content })
        .returning({ id: t.cooperationRequests.id });
      return row.id;
    },

    /** Staff listing, newest first. */
    async listContacts(page: PageRequest): Promise<Paged<Record<string, unknown>>> {
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(t.contactMessages).orderBy(desc(t.contactMessages.createdAt), desc(t.contactMessages.id)).limit(page.perPage).offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(t.contactMessages),
      ]);
      return paged(rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() })), n, page);
    },

    async listCooperation(page: PageRequest): Promise<Paged<Record<string, unknown>>> {
      const [rows, [{ n }]] = await Promise.all([
        db.select().from(t.cooperationRequests).orderBy(desc(t.cooperationRequests.createdAt), desc(t.cooperationRequests.id)).limit(page.perPage).offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(t.cooperationRequests),
      ]);
      return paged(rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() })), n, page);
    },
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
