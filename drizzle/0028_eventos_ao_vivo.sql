-- Hand-written: live updates (issue 25 item 2). Every committed change to what the screens show announces
-- its company and kind on the channel bancada_eventos ('<empresa id>:<kind>'), in the transaction that
-- makes it: delivered at commit, dropped on rollback, whoever made it (a route, the PIX webhook, the
-- background job, SQL by hand). Identical payloads in one transaction are sent once by PostgreSQL, so a
-- statement touching many rows is one notification. The payload says no more than a kind: each browser
-- refetches through the routes and its own permissions (src/shared/eventos/eventos.ts).
-- Left out on purpose: tables that never change without one of these (an OS's items and history update
-- the OS; a receipt updates its title; a stock movement updates its product).
CREATE OR REPLACE FUNCTION public.bancada_eventos() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_catalog.pg_notify('bancada_eventos', OLD.empresa_id::text || ':' || TG_ARGV[0]);
  ELSE
    PERFORM pg_catalog.pg_notify('bancada_eventos', NEW.empresa_id::text || ':' || TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "os"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('os');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "os_fotos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('os');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "ar_titulos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('financeiro');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "cobrancas_pix"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('financeiro');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "pix_recebidos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('financeiro');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "clientes"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('cadastros');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "veiculos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('cadastros');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "tecnicos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('cadastros');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "servicos_catalogo"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('cadastros');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "produtos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('cadastros');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "notificacoes_leitura"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('notificacoes');
