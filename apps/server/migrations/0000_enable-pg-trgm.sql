-- Trigram matching for bilingual substring search; must exist before the GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
