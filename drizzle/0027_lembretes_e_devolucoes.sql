-- Issue 24 items 5 and 6: payment reminders (each company's settings, and each reminder emailed once per
-- title and moment), and the refund of a received PIX ('Devolver PIX'). Generated, then the check of
-- pix_recebidos, the job's policy and the tenant policies added by hand.
CREATE TABLE "lembretes_cobranca" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"dias_antes" integer DEFAULT 3 NOT NULL,
	"no_dia" boolean DEFAULT true NOT NULL,
	"dias_depois" integer DEFAULT 3 NOT NULL,
	"enviar_email" boolean DEFAULT true NOT NULL,
	"modelo_antes" text,
	"modelo_no_dia" text,
	"modelo_depois" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_cobranca_dias_check" CHECK ("lembretes_cobranca"."dias_antes" between 0 and 30 and "lembretes_cobranca"."dias_depois" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "lembretes_enviados" (
	"empresa_id" uuid NOT NULL,
	"titulo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"email_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_enviados_empresa_id_titulo_id_tipo_pk" PRIMARY KEY("empresa_id","titulo_id","tipo")
);
--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD COLUMN "devolucao_id" text;--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD COLUMN "devolucao_status" text;--> statement-breakpoint
ALTER TABLE "lembretes_cobranca" ADD CONSTRAINT "lembretes_cobranca_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes_enviados" ADD CONSTRAINT "lembretes_enviados_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes_enviados" ADD CONSTRAINT "lembretes_enviados_empresa_id_titulo_id_ar_titulos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","titulo_id") REFERENCES "public"."ar_titulos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_recebidos" DROP CONSTRAINT "pix_recebidos_valores_check";--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_valores_check" CHECK ("pix_recebidos"."valor" > 0 and "pix_recebidos"."valor_aplicado" between 0 and "pix_recebidos"."valor" and "pix_recebidos"."valor_devolvido" between 0 and "pix_recebidos"."valor" - "pix_recebidos"."valor_aplicado");--> statement-breakpoint
-- The background job lists the companies whose reminders are on, as it does the ones with a bank (0026).
CREATE POLICY lembretes_fila ON lembretes_cobranca FOR SELECT
  USING (current_setting('app.cobranca_pix_fila', true) = 'on');
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
