-- Vehicle check-in/check-out inspections with the customer's signature (issue 26). Generated, then the
-- hand-written policy, live-update triggers and row-level security below.
CREATE TABLE "vistoria_fotos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vistoria_id" uuid NOT NULL,
	"arquivo" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"user_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vistoria_fotos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "vistoria_links" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vistoria_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vistoria_links_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "vistoria_modelos" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"itens" jsonb NOT NULL,
	"termos" text NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vistorias" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"situacao" text DEFAULT 'rascunho' NOT NULL,
	"km" integer,
	"combustivel" integer,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"observacoes" text,
	"marcas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"termos" text NOT NULL,
	"assinante_nome" text,
	"assinante_documento" text,
	"assinatura_imagem" text,
	"assinatura_canal" text,
	"assinado_em" timestamp with time zone,
	"assinado_por" uuid,
	"assinado_ip" "inet",
	"assinado_user_agent" text,
	"sha256" text,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vistorias_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "vistorias_combustivel_check" CHECK ("vistorias"."combustivel" between 0 and 4),
	CONSTRAINT "vistorias_assinada_check" CHECK ("vistorias"."situacao" = 'rascunho' or ("vistorias"."assinado_em" is not null and "vistorias"."sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "vistoria_fotos" ADD CONSTRAINT "vistoria_fotos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistoria_fotos" ADD CONSTRAINT "vistoria_fotos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistoria_fotos" ADD CONSTRAINT "vistoria_fotos_empresa_id_vistoria_id_vistorias_empresa_id_id_fk" FOREIGN KEY ("empresa_id","vistoria_id") REFERENCES "public"."vistorias"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistoria_links" ADD CONSTRAINT "vistoria_links_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistoria_links" ADD CONSTRAINT "vistoria_links_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistoria_links" ADD CONSTRAINT "vistoria_links_empresa_id_vistoria_id_vistorias_empresa_id_id_fk" FOREIGN KEY ("empresa_id","vistoria_id") REFERENCES "public"."vistorias"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistoria_modelos" ADD CONSTRAINT "vistoria_modelos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistorias" ADD CONSTRAINT "vistorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistorias" ADD CONSTRAINT "vistorias_assinado_por_users_id_fk" FOREIGN KEY ("assinado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistorias" ADD CONSTRAINT "vistorias_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistorias" ADD CONSTRAINT "vistorias_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vistoria_fotos_vistoria_idx" ON "vistoria_fotos" USING btree ("empresa_id","vistoria_id");--> statement-breakpoint
CREATE INDEX "vistoria_fotos_arquivo_idx" ON "vistoria_fotos" USING btree ("empresa_id","arquivo");--> statement-breakpoint
CREATE UNIQUE INDEX "vistoria_links_token_hash_key" ON "vistoria_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vistoria_links_vistoria_idx" ON "vistoria_links" USING btree ("empresa_id","vistoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vistorias_versao_key" ON "vistorias" USING btree ("empresa_id","os_id","tipo","versao");--> statement-breakpoint
CREATE UNIQUE INDEX "vistorias_atual_key" ON "vistorias" USING btree ("empresa_id","os_id","tipo") WHERE "vistorias"."situacao" <> 'substituida';--> statement-breakpoint
-- Hand-written below. A customer opening an inspection link has no company scope yet: a transaction that
-- names the link's token hash in app.vistoria_token sees that one link (and learns its company).
CREATE POLICY vistoria_link_por_token ON vistoria_links FOR SELECT
  USING (token_hash = nullif(current_setting('app.vistoria_token', true), ''));
--> statement-breakpoint
-- Live updates (migration 0028): an inspection changing refreshes the OS screens that show it.
CREATE TRIGGER bancada_eventos AFTER INSERT OR UPDATE OR DELETE ON "vistorias"
  FOR EACH ROW EXECUTE FUNCTION public.bancada_eventos('os');--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
