-- Hand-written: every change that ends a session or changes what it may do announces itself on the
-- channel bancada_sessoes, in the transaction that makes it (delivered at commit, dropped on rollback).
-- Every app server LISTENs and forgets the sessions it remembers for that user or company at once
-- (docs/decisions/025), so a deactivated, signed-out or downgraded user loses access on all servers,
-- whoever made the change: a route, better-auth, `npm run plan` or SQL by hand.
-- Payloads: 'usuario:<user id>' or 'empresa:<empresa id>'; identical payloads in one transaction are
-- sent once by PostgreSQL.
-- One branch per table: PL/pgSQL resolves a record's fields when a statement runs, so a table's trigger
-- never reaches the other tables' column names.
CREATE OR REPLACE FUNCTION public.bancada_sessoes_usuario() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_catalog.pg_notify('bancada_sessoes', 'usuario:' || OLD.id::text);
  ELSE
    PERFORM pg_catalog.pg_notify('bancada_sessoes', 'usuario:' || OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bancada_sessoes_empresa() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'empresas' THEN
    PERFORM pg_catalog.pg_notify('bancada_sessoes', 'empresa:' || NEW.id::text);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_catalog.pg_notify('bancada_sessoes', 'empresa:' || NEW.empresa_id::text);
  ELSE
    PERFORM pg_catalog.pg_notify('bancada_sessoes', 'empresa:' || OLD.empresa_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sign-out, password change or reset, deactivation: the session rows go.
CREATE TRIGGER bancada_sessoes_fim AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_sessoes_usuario();--> statement-breakpoint
-- The remembered tenant carries the user's name and email.
CREATE TRIGGER bancada_sessoes_identidade AFTER UPDATE OF "name", "email" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_sessoes_usuario();--> statement-breakpoint
-- Role, active flag, removal from the company.
CREATE TRIGGER bancada_sessoes_membro AFTER UPDATE OF "role", "ativo", "empresa_id", "user_id" OR DELETE ON "membros"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_sessoes_usuario();--> statement-breakpoint
-- A role's permissions (Configurações > Permissões): every session of the company.
CREATE TRIGGER bancada_sessoes_permissoes AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_sessoes_empresa();--> statement-breakpoint
-- The company fields a session carries (plan, subscription status and dates, name, time zone).
CREATE TRIGGER bancada_sessoes_empresa AFTER UPDATE OF "nome_empresa", "plano", "status_assinatura",
  "trial_ate", "inadimplente_desde", "fuso_horario" ON "empresas"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_sessoes_empresa();
