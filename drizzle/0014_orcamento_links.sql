CREATE TABLE "orcamento_links" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orcamento_links_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "orcamento_links" ADD CONSTRAINT "orcamento_links_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_links" ADD CONSTRAINT "orcamento_links_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamento_links" ADD CONSTRAINT "orcamento_links_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orcamento_links_token_hash_key" ON "orcamento_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "orcamento_links_versao_ativa_key" ON "orcamento_links" USING btree ("empresa_id","os_id","versao") WHERE "orcamento_links"."revogado_em" is null;--> statement-breakpoint
-- A customer opening a quote link has no company scope yet: a transaction that names the link's token
-- hash in app.orcamento_token sees that one link (and learns its company), nothing else.
CREATE POLICY orcamento_link_por_token ON orcamento_links FOR SELECT
  USING (token_hash = nullif(current_setting('app.orcamento_token', true), ''));
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
