-- Row-level security evaluates its policy before any non-LEAKPROOF condition, so `busca LIKE '%x%'`
-- cannot use the trigram indexes for the application role and every search scans the company's rows.
-- LIKE cannot leak row data (it only fails on a malformed pattern, which our code escapes), so it is
-- marked LEAKPROOF here when the migrating user may do so (docs/decisions/004). Without superuser the
-- searches stay correct, just slower.
DO $do$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'bancada: without superuser, text searches cannot use the trigram indexes under RLS';
  END IF;
END
$do$;
