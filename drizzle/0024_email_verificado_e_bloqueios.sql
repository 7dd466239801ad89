CREATE TABLE "emails_empresa" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_empresa_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "tentativas_login" (
	"email" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"bloqueios" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"ultima_falha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails_empresa" ADD CONSTRAINT "emails_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails_empresa" ADD CONSTRAINT "emails_empresa_email_id_emails_saida_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails_saida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_empresa_criado_em_idx" ON "emails_empresa" USING btree ("empresa_id","criado_em");--> statement-breakpoint
-- The company email log is tenant data: row-level security like every table with empresa_id.
SELECT bancada_enable_tenant_rls();
