/** The public forms (contact, business cooperation): stored for the support team to read. */
import type { schemas } from '@joy/contract';
import type { InferType } from 'yup';
import type { Database } from '../db/client';
import * as t from '../db/schema';

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
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
