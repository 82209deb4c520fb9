// drizzle-kit reads this to generate SQL migrations from src/db/schema/. The same
// migrations run on PGlite and on PostgreSQL, so no driver is set here.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
  casing: 'snake_case',
});
