-- Trigram indexes make the accent-insensitive list searches fast at scale.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
