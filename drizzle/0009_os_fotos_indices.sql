CREATE TABLE "os_fotos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"arquivo" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"user_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "os_fotos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
DROP INDEX "os_criado_em_idx";--> statement-breakpoint
ALTER TABLE "os" ADD COLUMN "sequencia" integer;--> statement-breakpoint
ALTER TABLE "os_fotos" ADD CONSTRAINT "os_fotos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_fotos" ADD CONSTRAINT "os_fotos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_fotos" ADD CONSTRAINT "os_fotos_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "os_fotos_os_idx" ON "os_fotos" USING btree ("empresa_id","os_id","criado_em");--> statement-breakpoint
CREATE INDEX "os_recentes_idx" ON "os" USING btree ("empresa_id","criado_em" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "os_veiculo_idx" ON "os" USING btree ("empresa_id","veiculo_id");--> statement-breakpoint
CREATE INDEX "os_tecnico_idx" ON "os" USING btree ("empresa_id","tecnico_responsavel_id");--> statement-breakpoint
CREATE INDEX "os_abertura_idx" ON "os" USING btree ("empresa_id","data_abertura");--> statement-breakpoint
CREATE INDEX "os_previsao_idx" ON "os" USING btree ("empresa_id","previsao_entrega","id");--> statement-breakpoint
CREATE INDEX "os_total_idx" ON "os" USING btree ("empresa_id","total_geral","id");--> statement-breakpoint
CREATE INDEX "os_sequencia_idx" ON "os" USING btree ("empresa_id","sequencia");--> statement-breakpoint
CREATE INDEX "os_abertas_idx" ON "os" USING btree ("empresa_id","previsao_entrega","total_geral") WHERE "os"."status" not in ('concluido', 'entregue', 'cancelado');--> statement-breakpoint
-- OS created before this migration get their sequence from the number.
UPDATE os SET sequencia = split_part(numero_os, '-', 3)::int WHERE numero_os ~ '^OS-[0-9]{4}-[0-9]+$';
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
