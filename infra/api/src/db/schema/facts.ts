/** Facts about the data itself (key → value), such as the version of derived columns. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const dataFacts = pgTable('data_facts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
