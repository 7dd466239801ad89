-- Text search of the registers uses trigram indexes (DESIGN §8b): fast ILIKE '%term%' at 100 000 rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
