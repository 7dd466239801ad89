CREATE TABLE "convites" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"criado_por" uuid,
	"aceito_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convites_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "convites" ADD CONSTRAINT "convites_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convites" ADD CONSTRAINT "convites_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "convites_token_hash_key" ON "convites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "convites_email_aberto_key" ON "convites" USING btree ("empresa_id","email") WHERE "convites"."aceito_em" is null and "convites"."revogado_em" is null;--> statement-breakpoint
CREATE INDEX "convites_empresa_criado_idx" ON "convites" USING btree ("empresa_id","criado_em");--> statement-breakpoint
-- A person opening an invitation link has no company scope yet: a transaction that names the link's
-- token hash in app.convite_token sees that one invitation (and learns its company), nothing else.
CREATE POLICY convite_por_token ON convites FOR SELECT
  USING (token_hash = nullif(current_setting('app.convite_token', true), ''));
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
