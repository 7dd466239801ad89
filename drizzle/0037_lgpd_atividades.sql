CREATE TABLE "atividades" (
	"empresa_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "atividades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" uuid,
	"usuario_nome" text,
	"papel" text,
	"origem" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"requisicao" text,
	"entidade" text NOT NULL,
	"entidade_id" text,
	"acao" text NOT NULL,
	"campos" jsonb,
	"descricao" text,
	"categoria" text DEFAULT 'negocio' NOT NULL,
	CONSTRAINT "atividades_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "atividades_acao_check" CHECK (length("atividades"."acao") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_titular" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"origem" text NOT NULL,
	"mensagem" text,
	"status" text DEFAULT 'aberta' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo_em" timestamp with time zone NOT NULL,
	"atendida_em" timestamp with time zone,
	"atendida_por" uuid,
	"resposta" text,
	CONSTRAINT "solicitacoes_titular_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "consentimento_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "consentimento_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "consentimento_origem" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "optout_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "anonimizado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cancelada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "dados_excluir_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "dados_excluidos_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitacoes_titular" ADD CONSTRAINT "solicitacoes_titular_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titular" ADD CONSTRAINT "solicitacoes_titular_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atividades_usuario_idx" ON "atividades" USING btree ("empresa_id","usuario_id","id");--> statement-breakpoint
CREATE INDEX "atividades_entidade_idx" ON "atividades" USING btree ("empresa_id","entidade","entidade_id","id");--> statement-breakpoint
CREATE INDEX "atividades_periodo_idx" ON "atividades" USING btree ("empresa_id","criado_em");--> statement-breakpoint
CREATE INDEX "solicitacoes_titular_abertas_idx" ON "solicitacoes_titular" USING btree ("empresa_id","status","prazo_em");--> statement-breakpoint
CREATE INDEX "solicitacoes_titular_cliente_idx" ON "solicitacoes_titular" USING btree ("empresa_id","cliente_id");--> statement-breakpoint
-- Hand-written below (issue 29). The activity log is append-only for the application: bancada_app may
-- INSERT and SELECT it, never UPDATE, DELETE or TRUNCATE. bancada_enable_tenant_rls (0001), which every
-- migration that adds a table calls, grants all four on every table: it now revokes them here, and gives the
-- log its own policies instead of tenant_isolation.
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
      AND c.table_name <> 'atividades'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (empresa_id = app_empresa_id()) WITH CHECK (empresa_id = app_empresa_id())',
      t);
  END LOOP;
  EXECUTE 'REVOKE UPDATE, DELETE, TRUNCATE ON atividades FROM bancada_app';
  EXECUTE 'ALTER TABLE atividades ENABLE ROW LEVEL SECURITY';
  EXECUTE 'ALTER TABLE atividades FORCE ROW LEVEL SECURITY';
  EXECUTE 'DROP POLICY IF EXISTS atividades_leitura ON atividades';
  EXECUTE 'CREATE POLICY atividades_leitura ON atividades FOR SELECT USING (empresa_id = app_empresa_id())';
  -- A change made outside any company's scope (a migration, the sign-up before the company exists) is
  -- still recorded under the row's company.
  EXECUTE 'DROP POLICY IF EXISTS atividades_registro ON atividades';
  EXECUTE 'CREATE POLICY atividades_registro ON atividades FOR INSERT
    WITH CHECK (empresa_id = app_empresa_id() OR app_empresa_id() IS NULL)';
  -- Only the owner (never bancada_app) changes entries: retention deletes old ones (daily job) and the
  -- customer's anonymisation redacts personal values (bancada_anonimizar_atividades).
  EXECUTE 'DROP POLICY IF EXISTS atividades_dono ON atividades';
  EXECUTE 'CREATE POLICY atividades_dono ON atividades FOR ALL
    USING (current_user <> ''bancada_app'') WITH CHECK (current_user <> ''bancada_app'')';
END
$fn$;
--> statement-breakpoint
-- One entry, its who and where taken from the settings the tenant transaction made (with-tenant.ts); without
-- them the entry is the system's. Used by the trigger below and by the actions that change no row
-- (registrarAtividade in src/server/features/atividades).
CREATE OR REPLACE FUNCTION public.bancada_nova_atividade(empresa uuid, entidade text, entidade_id text, acao text,
  campos jsonb, descricao text, categoria text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  usuario uuid := nullif(current_setting('app.user_id', true), '')::uuid;
BEGIN
  INSERT INTO atividades (empresa_id, usuario_id, usuario_nome, papel, origem, ip, user_agent, requisicao,
    entidade, entidade_id, acao, campos, descricao, categoria)
  VALUES (empresa, usuario, nullif(current_setting('app.usuario_nome', true), ''),
    nullif(current_setting('app.papel', true), ''),
    coalesce(nullif(current_setting('app.origem', true), ''), CASE WHEN usuario IS NULL THEN 'sistema' ELSE 'usuario' END),
    nullif(current_setting('app.ip', true), ''), nullif(current_setting('app.user_agent', true), ''),
    nullif(current_setting('app.requisicao', true), ''), entidade, entidade_id, acao, campos, descricao, categoria);
END
$fn$;
--> statement-breakpoint
-- One entry per change of an audited row, in the same transaction. Who and where come from the settings
-- the tenant transaction makes (with-tenant.ts); without them the change is the system's. TG_ARGV[0]: the
-- columns never compared (derived, bulky). Secrets (hashes, tokens, sealed blobs, passwords) are written as
-- '***': that they changed, never their value.
CREATE OR REPLACE FUNCTION public.bancada_registrar_atividade() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  antes jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  depois jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  linha jsonb := coalesce(to_jsonb(NEW), to_jsonb(OLD));
  ignorar text[] := coalesce(TG_ARGV[0], '{}')::text[];
  campos jsonb := '{}'::jsonb;
  empresa uuid;
  k text;
  v_antes jsonb;
  v_depois jsonb;
BEGIN
  empresa := coalesce(linha ->> 'empresa_id', CASE WHEN TG_TABLE_NAME = 'empresas' THEN linha ->> 'id' END)::uuid;
  IF empresa IS NULL THEN
    RETURN NULL;
  END IF;
  FOR k IN SELECT jsonb_object_keys(linha) LOOP
    CONTINUE WHEN k = ANY (ignorar) OR k IN ('empresa_id', 'busca', 'criado_em', 'atualizado_em');
    v_antes := nullif(antes -> k, 'null'::jsonb);
    v_depois := nullif(depois -> k, 'null'::jsonb);
    CONTINUE WHEN v_antes IS NOT DISTINCT FROM v_depois;
    IF k ~ '(^|_)(hash|token|segredos|password|senha)(_url)?$' THEN
      v_antes := CASE WHEN v_antes IS NOT NULL THEN '"***"'::jsonb END;
      v_depois := CASE WHEN v_depois IS NOT NULL THEN '"***"'::jsonb END;
    END IF;
    campos := campos || jsonb_build_object(k, jsonb_build_array(v_antes, v_depois));
  END LOOP;
  IF TG_OP = 'UPDATE' AND campos = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  PERFORM bancada_nova_atividade(empresa, TG_TABLE_NAME, linha ->> 'id',
    CASE TG_OP WHEN 'INSERT' THEN 'criou' WHEN 'UPDATE' THEN 'alterou' ELSE 'excluiu' END, campos, NULL, 'negocio');
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- 'Anonimizar' a customer (LGPD): the log's entries keep what happened, but the person's name, document,
-- phones and e-mail become the marker. The only change to entries the application can ask for, and only in
-- its own company.
CREATE OR REPLACE FUNCTION public.bancada_anonimizar_atividades(termos text[], marcador text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $fn$
DECLARE
  empresa uuid := app_empresa_id();
  termo text;
  em_json text;
  alteradas integer;
  total integer := 0;
BEGIN
  IF empresa IS NULL THEN
    RAISE EXCEPTION 'bancada_anonimizar_atividades fora do escopo de uma empresa';
  END IF;
  IF marcador ~ '["\\]' THEN
    RAISE EXCEPTION 'marcador inválido';
  END IF;
  FOREACH termo IN ARRAY termos LOOP
    CONTINUE WHEN termo IS NULL OR length(termo) < 3;
    em_json := substr(to_jsonb(termo)::text, 2, length(to_jsonb(termo)::text) - 2);
    UPDATE atividades
      SET campos = replace(campos::text, em_json, marcador)::jsonb, descricao = replace(descricao, termo, marcador)
      WHERE empresa_id = empresa AND (strpos(campos::text, em_json) > 0 OR strpos(descricao, termo) > 0);
    GET DIAGNOSTICS alteradas = ROW_COUNT;
    total := total + alteradas;
  END LOOP;
  RETURN total;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.bancada_anonimizar_atividades(text[], text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.bancada_anonimizar_atividades(text[], text) TO bancada_app;
--> statement-breakpoint
-- The audited tables: every business row a user, a customer or a job changes. Not audited: sessions and
-- verifications (better-auth), counters and per-day sums kept by triggers, live-event and queue state.
DO $do$
DECLARE
  alvo record;
BEGIN
  FOR alvo IN SELECT * FROM (VALUES
    ('clientes', '{}'), ('veiculos', '{}'), ('tecnicos', '{}'), ('servicos_catalogo', '{}'), ('produtos', '{}'),
    ('os', '{versao}'), ('os_itens', '{}'), ('os_orcamentos', '{itens}'), ('os_fotos', '{}'),
    ('orcamento_links', '{}'), ('estoque_movimentos', '{}'), ('ar_titulos', '{}'), ('pagamentos', '{}'),
    ('agendamentos', '{}'), ('agendamento_links', '{}'), ('revisoes', '{}'), ('modelos_mensagem', '{}'),
    ('vistorias', '{assinatura_imagem}'), ('vistoria_fotos', '{}'), ('vistoria_links', '{}'),
    ('vistoria_modelos', '{}'), ('cobranca_pix_config', '{}'),
    ('cobrancas_pix', '{proxima_tentativa_em,tentativas,tentativa}'), ('pix_recebidos', '{}'),
    ('lembretes_cobranca', '{}'), ('nfse_config', '{}'),
    ('notas_fiscais', '{consultar_em,tentativas,tentativa,proxima_tentativa_em}'), ('convites', '{}'),
    ('membros', '{}'), ('role_permissions', '{}'), ('empresas', '{}'), ('emails_empresa', '{}'),
    ('treinamento_progresso', '{}'), ('notificacoes_leitura', '{}'), ('solicitacoes_titular', '{}')
  ) AS t(tabela, ignorar) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS bancada_atividades ON %I', alvo.tabela);
    EXECUTE format('CREATE TRIGGER bancada_atividades AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION public.bancada_registrar_atividade(%L)', alvo.tabela, alvo.ignorar);
  END LOOP;
END
$do$;
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
