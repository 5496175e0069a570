-- Trigram indexes back the searchTerm of every search (PGlite loads the extension in its constructor).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
