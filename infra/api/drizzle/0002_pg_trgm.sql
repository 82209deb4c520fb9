-- Trigram matching for the store keyword search (GIN index over stores.search_text).
-- Created before the index that needs its operator class; PGlite loads the contrib module
-- through the `extensions` option of the client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
