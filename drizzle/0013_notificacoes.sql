CREATE TABLE "notificacoes_leitura" (
	"empresa_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lidas_ate" timestamp with time zone,
	"chaves" text[] DEFAULT '{}'::text[] NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_leitura_empresa_id_user_id_pk" PRIMARY KEY("empresa_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notificacoes_leitura" ADD CONSTRAINT "notificacoes_leitura_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes_leitura" ADD CONSTRAINT "notificacoes_leitura_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produtos_estoque_baixo_idx" ON "produtos" USING btree ("empresa_id","id") WHERE "produtos"."controla_estoque" and "produtos"."estoque_atual" <= "produtos"."estoque_minimo";--> statement-breakpoint
CREATE INDEX "os_historico_aprovacoes_idx" ON "os_historico" USING btree ("empresa_id","criado_em") WHERE "os_historico"."para_status" = 'aprovado';--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
