-- Tenant isolation (DESIGN §3): an application role without superuser or BYPASSRLS powers, and row-level
-- security, enabled and forced, on every table that carries empresa_id. Services switch to this role
-- inside each transaction (SET LOCAL ROLE) and set app.empresa_id / app.user_id transaction-locally.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bancada_app') THEN
    CREATE ROLE bancada_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- another database on the same server created it at the same moment
  NULL;
END $$;
--> statement-breakpoint
-- The connecting user must be able to SET ROLE to it (a superuser always can).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT bancada_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_empresa_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.empresa_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- Applies grants and the tenant policy to every table with an empresa_id column. Idempotent: later
-- migrations that add tables end with `SELECT bancada_enable_tenant_rls();`.
CREATE OR REPLACE FUNCTION bancada_enable_tenant_rls() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  t text;
BEGIN
  EXECUTE 'GRANT USAGE ON SCHEMA public TO bancada_app';
  EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO bancada_app';
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO bancada_app';
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'empresa_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (empresa_id = app_empresa_id()) WITH CHECK (empresa_id = app_empresa_id())',
      t);
  END LOOP;
END
$fn$;
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
--> statement-breakpoint
-- The company row itself: visible and writable only inside its own tenant context.
ALTER TABLE empresas ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE empresas FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON empresas USING (id = app_empresa_id()) WITH CHECK (id = app_empresa_id());
--> statement-breakpoint
-- A signed-in user may read its own membership before the company is known (the auth hook's first step).
CREATE POLICY own_membership ON membros FOR SELECT USING (user_id = app_user_id());
