-- Trigram matching for member search (substring and misspelling matches on names). pg_trgm is a trusted
-- extension: the database owner can create it without superuser rights. PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
