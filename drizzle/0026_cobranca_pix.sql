-- Issue 24: the company's connection to its bank's API Pix, each title's charge there (cobv), and every
-- PIX the bank reported. pagamentos.referencia keeps a PSP's endToEndId unique per company, so the same
-- payment (webhook twice, webhook and reconciliation) is one receipt.
-- Generated, then edited: the two policies at the end, and the tables of 0024/0025 (written by hand
-- without snapshots) removed from the generated statements.
CREATE TABLE "cobranca_pix_config" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text NOT NULL,
	"client_id" text NOT NULL,
	"chave" text NOT NULL,
	"certificado_tipo" text NOT NULL,
	"certificado_validade" timestamp with time zone,
	"segredos" text NOT NULL,
	"webhook_token_hash" text NOT NULL,
	"multa_bp" integer DEFAULT 0 NOT NULL,
	"juros_mes_bp" integer DEFAULT 0 NOT NULL,
	"desconto_bp" integer DEFAULT 0 NOT NULL,
	"desconto_dias" integer DEFAULT 0 NOT NULL,
	"validade_dias" integer DEFAULT 30 NOT NULL,
	"teste_em" timestamp with time zone,
	"teste_ok" boolean,
	"teste_mensagem" text,
	"webhook_registrado_em" timestamp with time zone,
	"conciliado_ate" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobranca_pix_config_percentuais_check" CHECK ("cobranca_pix_config"."multa_bp" between 0 and 2000 and "cobranca_pix_config"."juros_mes_bp" between 0 and 1000 and "cobranca_pix_config"."desconto_bp" between 0 and 5000 and "cobranca_pix_config"."desconto_dias" between 0 and 60 and "cobranca_pix_config"."validade_dias" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "cobrancas_pix" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"titulo_id" uuid NOT NULL,
	"txid" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"na_psp" boolean DEFAULT false NOT NULL,
	"remover" boolean DEFAULT false NOT NULL,
	"valor" bigint NOT NULL,
	"vencimento" date NOT NULL,
	"revisao" integer DEFAULT 0 NOT NULL,
	"pix_copia_e_cola" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa_em" timestamp with time zone DEFAULT now() NOT NULL,
	"erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_pix_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "cobrancas_pix_valor_check" CHECK ("cobrancas_pix"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "pix_recebidos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"valor" bigint NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"pagador_nome" text,
	"info_pagador" text,
	"titulo_id" uuid,
	"pagamento_id" uuid,
	"valor_aplicado" bigint DEFAULT 0 NOT NULL,
	"situacao" text NOT NULL,
	"origem" text NOT NULL,
	"valor_devolvido" bigint DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_recebidos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "pix_recebidos_valores_check" CHECK ("pix_recebidos"."valor" > 0 and "pix_recebidos"."valor_aplicado" between 0 and "pix_recebidos"."valor")
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "cobranca_pix_config" ADD CONSTRAINT "cobranca_pix_config_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_pix" ADD CONSTRAINT "cobrancas_pix_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_pix" ADD CONSTRAINT "cobrancas_pix_empresa_id_titulo_id_ar_titulos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","titulo_id") REFERENCES "public"."ar_titulos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_empresa_id_titulo_id_ar_titulos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","titulo_id") REFERENCES "public"."ar_titulos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_empresa_id_pagamento_id_pagamentos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","pagamento_id") REFERENCES "public"."pagamentos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_pix_config_webhook_key" ON "cobranca_pix_config" USING btree ("webhook_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_pix_titulo_key" ON "cobrancas_pix" USING btree ("empresa_id","titulo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_pix_txid_key" ON "cobrancas_pix" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "cobrancas_pix_fila_idx" ON "cobrancas_pix" USING btree ("empresa_id","proxima_tentativa_em") WHERE "cobrancas_pix"."status" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "pix_recebidos_e2e_key" ON "pix_recebidos" USING btree ("empresa_id","end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_recebidos_horario_idx" ON "pix_recebidos" USING btree ("empresa_id","horario");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_referencia_key" ON "pagamentos" USING btree ("empresa_id","referencia") WHERE "pagamentos"."referencia" is not null;--> statement-breakpoint
-- A PSP's callback has no session: a transaction that names the hash of its URL's token in
-- app.pix_webhook_token sees that one company's configuration (and learns its company), nothing else.
CREATE POLICY cobranca_pix_por_webhook ON cobranca_pix_config FOR SELECT
  USING (webhook_token_hash = nullif(current_setting('app.pix_webhook_token', true), ''));
--> statement-breakpoint
-- The background job (registration retries, reconciliation) lists the companies that have a PSP, then
-- works in each one's scope: a transaction that sets app.cobranca_pix_fila sees every configuration.
CREATE POLICY cobranca_pix_fila ON cobranca_pix_config FOR SELECT
  USING (current_setting('app.cobranca_pix_fila', true) = 'on');
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
