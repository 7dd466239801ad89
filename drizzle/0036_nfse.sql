CREATE TABLE "nfse_config" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"provedor" text DEFAULT 'focus_nfe' NOT NULL,
	"ambiente" text DEFAULT 'homologacao' NOT NULL,
	"segredos" text NOT NULL,
	"webhook_token_hash" text NOT NULL,
	"cnpj" text NOT NULL,
	"inscricao_municipal" text,
	"codigo_municipio" text NOT NULL,
	"regime_tributario" text NOT NULL,
	"regime_especial" text DEFAULT 'nenhum' NOT NULL,
	"aliquota_iss_bp" integer NOT NULL,
	"codigo_tributacao" text DEFAULT '140101' NOT NULL,
	"codigo_nbs" text,
	"tributos_simples_bp" integer,
	"emitir_ao_faturar" boolean DEFAULT false NOT NULL,
	"teste_em" timestamp with time zone,
	"teste_ok" boolean,
	"teste_mensagem" text,
	"webhook_registrado_em" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfse_config_aliquota_check" CHECK ("nfse_config"."aliquota_iss_bp" between 0 and 500 and ("nfse_config"."tributos_simples_bp" is null or "nfse_config"."tributos_simples_bp" between 0 and 3300))
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"cliente_id" uuid,
	"referencia" text NOT NULL,
	"tentativa" integer NOT NULL,
	"provedor" text NOT NULL,
	"ambiente" text NOT NULL,
	"situacao" text DEFAULT 'processando' NOT NULL,
	"competencia" date NOT NULL,
	"tomador_nome" text NOT NULL,
	"tomador_documento" text,
	"discriminacao" text NOT NULL,
	"codigo_tributacao" text NOT NULL,
	"valor_servicos" bigint NOT NULL,
	"desconto" bigint DEFAULT 0 NOT NULL,
	"aliquota_iss_bp" integer NOT NULL,
	"valor_iss" bigint NOT NULL,
	"iss_retido" boolean DEFAULT false NOT NULL,
	"enviado" jsonb NOT NULL,
	"numero" text,
	"codigo_verificacao" text,
	"chave" text,
	"url_danfse" text,
	"url_xml" text,
	"danfse_path" text,
	"xml_path" text,
	"mensagem" text,
	"autorizada_em" timestamp with time zone,
	"motivo_cancelamento" text,
	"cancelada_em" timestamp with time zone,
	"consultar_em" timestamp with time zone,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_fiscais_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "notas_fiscais_valores_check" CHECK ("notas_fiscais"."valor_servicos" >= 0 and "notas_fiscais"."desconto" >= 0 and "notas_fiscais"."valor_iss" >= 0 and "notas_fiscais"."aliquota_iss_bp" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "codigo_tributacao" text;--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "codigo_nbs" text;--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "aliquota_iss_bp" integer;--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "iss_retido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nfse_config" ADD CONSTRAINT "nfse_config_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_config_webhook_key" ON "nfse_config" USING btree ("webhook_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_referencia_key" ON "notas_fiscais" USING btree ("empresa_id","referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_os_tentativa_key" ON "notas_fiscais" USING btree ("empresa_id","os_id","tentativa");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_viva_key" ON "notas_fiscais" USING btree ("empresa_id","os_id") WHERE "notas_fiscais"."situacao" in ('processando', 'autorizada');--> statement-breakpoint
CREATE INDEX "notas_fiscais_competencia_idx" ON "notas_fiscais" USING btree ("empresa_id","competencia","id");--> statement-breakpoint
CREATE INDEX "notas_fiscais_cliente_idx" ON "notas_fiscais" USING btree ("empresa_id","cliente_id");--> statement-breakpoint
CREATE INDEX "notas_fiscais_consultar_idx" ON "notas_fiscais" USING btree ("consultar_em") WHERE "notas_fiscais"."situacao" = 'processando';--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD CONSTRAINT "servicos_fiscal_check" CHECK (("servicos_catalogo"."aliquota_iss_bp" is null or "servicos_catalogo"."aliquota_iss_bp" between 0 and 500) and ("servicos_catalogo"."codigo_tributacao" is null or "servicos_catalogo"."codigo_tributacao" ~ '^[0-9]{6}$') and ("servicos_catalogo"."codigo_nbs" is null or "servicos_catalogo"."codigo_nbs" ~ '^[0-9]{9}$'));--> statement-breakpoint
-- Hand-written below. The new 'fiscal' module (DESIGN §11): gerente VCED, operador VC, técnico none, for
-- the companies that exist (new ones get them from defaultPermissionRows).
INSERT INTO "role_permissions" ("empresa_id", "role", "modulo", "can_view", "can_create", "can_edit", "can_delete")
SELECT e."id", r."role", 'fiscal', r."v", r."c", r."e", r."d"
FROM "empresas" e
CROSS JOIN (VALUES ('gerente', true, true, true, true), ('operador', true, true, false, false),
  ('tecnico', false, false, false, false)) AS r("role", "v", "c", "e", "d")
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A fiscal API's callback has no session: a transaction that names the hash of its URL's token in
-- app.nfse_webhook_token sees that one company's configuration (and learns its company), nothing else.
CREATE POLICY nfse_config_por_webhook ON nfse_config FOR SELECT
  USING (webhook_token_hash = nullif(current_setting('app.nfse_webhook_token', true), ''));
--> statement-breakpoint
-- The background job (polling of notes still processing, when a webhook was lost) lists the companies
-- with such notes, then works in each one's scope: a transaction that sets app.nfse_fila sees them.
CREATE POLICY notas_fiscais_fila ON notas_fiscais FOR SELECT
  USING (current_setting('app.nfse_fila', true) = 'on' AND situacao = 'processando');
--> statement-breakpoint
-- Live updates (migration 0028): the OS page and the notes list follow a note's state.
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "notas_fiscais"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('fiscal');--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
