ALTER TABLE "contatos" ADD COLUMN "email_id" uuid;--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_email_id_emails_saida_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails_saida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contatos_criado_em_idx" ON "contatos" USING btree ("criado_em");--> statement-breakpoint
-- Messages received before this migration: their forwarded copy is the outbox row written right after them.
UPDATE contatos c SET email_id = (
  SELECT e.id FROM emails_saida e
  WHERE e.responder_para = c.email AND e.assunto LIKE 'Contato pelo site: %'
    AND e.criado_em BETWEEN c.criado_em AND c.criado_em + interval '1 minute'
  ORDER BY e.criado_em LIMIT 1);--> statement-breakpoint
-- A customer's anonymisation also forgets where they acted from: the IP and browser of every activity
-- entry written by a portal request that touched one of their records (the pairs `entidades`/`ids`: the
-- customer, their OS, appointments, inspections, requests). All entries of such a request lose them, not only
-- the matching one: a request's entries share `requisicao`. SECURITY DEFINER like
-- bancada_anonimizar_atividades: the app role may not UPDATE entries.
CREATE OR REPLACE FUNCTION public.bancada_anonimizar_acessos_do_portal(entidades text[], ids text[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $fn$
DECLARE
  empresa uuid := app_empresa_id();
  alteradas integer;
BEGIN
  IF empresa IS NULL THEN
    RAISE EXCEPTION 'bancada_anonimizar_acessos_do_portal fora do escopo de uma empresa';
  END IF;
  UPDATE atividades a SET ip = NULL, user_agent = NULL
    WHERE a.empresa_id = empresa AND a.origem = 'portal' AND (a.ip IS NOT NULL OR a.user_agent IS NOT NULL)
      AND a.requisicao IN (
        SELECT r.requisicao FROM atividades r
          JOIN unnest(entidades, ids) AS alvo(entidade, entidade_id)
            ON r.entidade = alvo.entidade AND r.entidade_id = alvo.entidade_id
          WHERE r.empresa_id = empresa AND r.origem = 'portal' AND r.requisicao IS NOT NULL);
  GET DIAGNOSTICS alteradas = ROW_COUNT;
  RETURN alteradas;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.bancada_anonimizar_acessos_do_portal(text[], text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.bancada_anonimizar_acessos_do_portal(text[], text[]) TO bancada_app;
