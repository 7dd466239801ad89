CREATE TABLE "agendamento_links" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"agendamento_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agendamento_links_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "agendamentos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"veiculo_id" uuid,
	"tecnico_id" uuid,
	"box" text,
	"inicio" timestamp with time zone NOT NULL,
	"duracao_min" integer DEFAULT 60 NOT NULL,
	"motivo" text NOT NULL,
	"observacoes" text,
	"status" text DEFAULT 'agendado' NOT NULL,
	"os_id" uuid,
	"confirmado_em" timestamp with time zone,
	"reagendamento_pedido" text,
	"reagendamento_pedido_em" timestamp with time zone,
	"lembrete_enviado_em" timestamp with time zone,
	"versao" integer DEFAULT 1 NOT NULL,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agendamentos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "agendamentos_duracao_check" CHECK ("agendamentos"."duracao_min" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "modelos_mensagem" (
	"empresa_id" uuid NOT NULL,
	"chave" text NOT NULL,
	"texto" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelos_mensagem_empresa_id_chave_pk" PRIMARY KEY("empresa_id","chave")
);
--> statement-breakpoint
CREATE TABLE "revisoes" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"veiculo_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"servico_id" uuid NOT NULL,
	"os_id" uuid NOT NULL,
	"data_prevista" date,
	"km_previsto" integer,
	"data_km_estimada" date,
	"vence_em" date GENERATED ALWAYS AS (least(data_prevista, data_km_estimada)) STORED,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"contatado_em" timestamp with time zone,
	"contatado_por" uuid,
	"concluida_os_id" uuid,
	"concluida_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisoes_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "revisoes_prazo_check" CHECK ("revisoes"."data_prevista" is not null or "revisoes"."km_previsto" is not null)
);
--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "revisao_meses" integer;--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "revisao_km" integer;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "agenda_abertura" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "agenda_fechamento" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "agenda_boxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agendamento_links" ADD CONSTRAINT "agendamento_links_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_links" ADD CONSTRAINT "agendamento_links_empresa_id_agendamento_id_agendamentos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","agendamento_id") REFERENCES "public"."agendamentos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_empresa_id_veiculo_id_veiculos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","veiculo_id") REFERENCES "public"."veiculos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_empresa_id_tecnico_id_tecnicos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","tecnico_id") REFERENCES "public"."tecnicos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelos_mensagem" ADD CONSTRAINT "modelos_mensagem_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes" ADD CONSTRAINT "revisoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes" ADD CONSTRAINT "revisoes_contatado_por_users_id_fk" FOREIGN KEY ("contatado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes" ADD CONSTRAINT "revisoes_empresa_id_veiculo_id_veiculos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","veiculo_id") REFERENCES "public"."veiculos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes" ADD CONSTRAINT "revisoes_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes" ADD CONSTRAINT "revisoes_empresa_id_servico_id_servicos_catalogo_empresa_id_id_fk" FOREIGN KEY ("empresa_id","servico_id") REFERENCES "public"."servicos_catalogo"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes" ADD CONSTRAINT "revisoes_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agendamento_links_token_hash_key" ON "agendamento_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agendamento_links_agendamento_idx" ON "agendamento_links" USING btree ("empresa_id","agendamento_id");--> statement-breakpoint
CREATE INDEX "agendamentos_inicio_idx" ON "agendamentos" USING btree ("empresa_id","inicio");--> statement-breakpoint
CREATE INDEX "agendamentos_tecnico_idx" ON "agendamentos" USING btree ("empresa_id","tecnico_id","inicio");--> statement-breakpoint
CREATE INDEX "agendamentos_cliente_idx" ON "agendamentos" USING btree ("empresa_id","cliente_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "revisoes_aberta_key" ON "revisoes" USING btree ("empresa_id","veiculo_id","servico_id") WHERE "revisoes"."situacao" <> 'concluida';--> statement-breakpoint
CREATE INDEX "revisoes_vence_idx" ON "revisoes" USING btree ("empresa_id","situacao","vence_em","id");--> statement-breakpoint
CREATE INDEX "revisoes_veiculo_idx" ON "revisoes" USING btree ("empresa_id","veiculo_id");--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD CONSTRAINT "servicos_revisao_check" CHECK (("servicos_catalogo"."revisao_meses" is null or "servicos_catalogo"."revisao_meses" between 1 and 120) and ("servicos_catalogo"."revisao_km" is null or "servicos_catalogo"."revisao_km" between 100 and 1000000));--> statement-breakpoint
-- Hand-written below. The new 'agenda' module (DESIGN §11): gerente VCED, operador VCE, tecnico V, for the
-- companies that exist (new ones get them from defaultPermissionRows).
INSERT INTO "role_permissions" ("empresa_id", "role", "modulo", "can_view", "can_create", "can_edit", "can_delete")
SELECT e."id", r."role", 'agenda', r."v", r."c", r."e", r."d"
FROM "empresas" e
CROSS JOIN (VALUES ('gerente', true, true, true, true), ('operador', true, true, true, false),
  ('tecnico', true, false, false, false)) AS r("role", "v", "c", "e", "d")
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The templates that existed move to the one editor (Configurações → Mensagens); the old columns are
-- dropped by the migration that ends the move.
INSERT INTO "modelos_mensagem" ("empresa_id", "chave", "texto")
SELECT "id", 'orcamento_whatsapp', "modelo_whatsapp" FROM "empresas" WHERE "modelo_whatsapp" IS NOT NULL
UNION ALL SELECT "id", 'orcamento_email', "modelo_email" FROM "empresas" WHERE "modelo_email" IS NOT NULL
UNION ALL SELECT "empresa_id", 'cobranca_antes', "modelo_antes" FROM "lembretes_cobranca" WHERE "modelo_antes" IS NOT NULL
UNION ALL SELECT "empresa_id", 'cobranca_no_dia', "modelo_no_dia" FROM "lembretes_cobranca" WHERE "modelo_no_dia" IS NOT NULL
UNION ALL SELECT "empresa_id", 'cobranca_depois', "modelo_depois" FROM "lembretes_cobranca" WHERE "modelo_depois" IS NOT NULL;--> statement-breakpoint
-- A customer opening an appointment link has no company scope yet: a transaction that names the link's
-- token hash in app.agendamento_token sees that one link (and learns its company).
CREATE POLICY agendamento_link_por_token ON agendamento_links FOR SELECT
  USING (token_hash = nullif(current_setting('app.agendamento_token', true), ''));
--> statement-breakpoint
-- Live updates (migration 0028): the agenda and the revisions list follow changes.
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "agendamentos"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('agenda');--> statement-breakpoint
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "revisoes"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('agenda');--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
