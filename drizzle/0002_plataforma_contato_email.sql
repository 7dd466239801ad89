CREATE TABLE "contatos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text,
	"empresa" text,
	"mensagem" text NOT NULL,
	"ip" "inet",
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails_saida" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"para" text NOT NULL,
	"responder_para" text,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "emails_saida_criado_em_idx" ON "emails_saida" USING btree ("criado_em");--> statement-breakpoint
-- Platform tables carry no empresa_id; re-applying keeps the app role's grants on the new tables.
SELECT bancada_enable_tenant_rls();
