CREATE TABLE "treinamento_progresso" (
	"empresa_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_tipo" text NOT NULL,
	"item_id" text NOT NULL,
	"concluido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treinamento_progresso_empresa_id_user_id_item_tipo_item_id_pk" PRIMARY KEY("empresa_id","user_id","item_tipo","item_id")
);
--> statement-breakpoint
ALTER TABLE "treinamento_progresso" ADD CONSTRAINT "treinamento_progresso_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treinamento_progresso" ADD CONSTRAINT "treinamento_progresso_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
