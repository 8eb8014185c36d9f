-- pg_trgm powers the trigram GIN indexes for case-insensitive substring search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
