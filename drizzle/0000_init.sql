CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tipo_pessoa" text NOT NULL,
	"doc" text NOT NULL,
	"nome_razao" text NOT NULL,
	"email" text,
	"telefone" text,
	"celular" text,
	"cep" text,
	"endereco" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"obs" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text DEFAULT 'UN' NOT NULL,
	"preco_publico" bigint NOT NULL,
	"custo_base" bigint,
	"controla_estoque" boolean DEFAULT false NOT NULL,
	"estoque_atual" numeric(12, 3) DEFAULT '0' NOT NULL,
	"estoque_minimo" numeric(12, 3) DEFAULT '0' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "produtos_preco_check" CHECK ("produtos"."preco_publico" >= 0 and coalesce("produtos"."custo_base", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "servicos_catalogo" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"preco_publico" bigint NOT NULL,
	"custo_base" bigint,
	"tempo_previsto_min" integer DEFAULT 60 NOT NULL,
	"permite_desconto" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servicos_catalogo_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "servicos_preco_check" CHECK ("servicos_catalogo"."preco_publico" >= 0 and coalesce("servicos_catalogo"."custo_base", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "tecnicos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"documento" text,
	"email" text,
	"celular" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tecnicos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "veiculos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"marca" text NOT NULL,
	"modelo" text NOT NULL,
	"placa" text NOT NULL,
	"ano" integer,
	"cor" text,
	"chassi" text,
	"km_atual" integer,
	"obs" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veiculos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "veiculos_km_check" CHECK ("veiculos"."km_atual" is null or "veiculos"."km_atual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome_empresa" text NOT NULL,
	"cnpj" text,
	"email" text,
	"telefone" text,
	"cep" text,
	"endereco" text,
	"numero" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"fuso_horario" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"plano" text DEFAULT 'pro' NOT NULL,
	"status_assinatura" text DEFAULT 'trial' NOT NULL,
	"trial_ate" timestamp with time zone,
	"inadimplente_desde" timestamp with time zone,
	"pix_tipo" text,
	"pix_chave" text,
	"pix_nome" text,
	"pix_cidade" text,
	"logo_path" text,
	"demo" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_uf_check" CHECK ("empresas"."uf" is null or length("empresas"."uf") = 2)
);
--> statement-breakpoint
CREATE TABLE "membros" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"telefone" text,
	"fundador" boolean DEFAULT false NOT NULL,
	"notificacoes" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membros_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"empresa_id" uuid NOT NULL,
	"role" text NOT NULL,
	"modulo" text NOT NULL,
	"can_view" boolean DEFAULT false NOT NULL,
	"can_create" boolean DEFAULT false NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_permissions_empresa_id_role_modulo_pk" PRIMARY KEY("empresa_id","role","modulo")
);
--> statement-breakpoint
CREATE TABLE "ar_titulos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"parcela" text NOT NULL,
	"emissao" date NOT NULL,
	"vencimento" date NOT NULL,
	"valor" bigint NOT NULL,
	"valor_pago" bigint DEFAULT 0 NOT NULL,
	"forma" text,
	"status" text DEFAULT 'aberto' NOT NULL,
	"recebido_em" date,
	"obs" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ar_titulos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "ar_titulos_valores_check" CHECK ("ar_titulos"."valor" > 0 and "ar_titulos"."valor_pago" >= 0 and "ar_titulos"."valor_pago" <= "ar_titulos"."valor")
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"titulo_id" uuid NOT NULL,
	"os_id" uuid NOT NULL,
	"valor" bigint NOT NULL,
	"meio" text NOT NULL,
	"data_pagamento" date NOT NULL,
	"obs" text,
	"user_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "pagamentos_valor_check" CHECK ("pagamentos"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "estoque_movimentos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"produto_id" uuid NOT NULL,
	"os_id" uuid,
	"tipo" text NOT NULL,
	"quantidade" numeric(12, 3) NOT NULL,
	"saldo_apos" numeric(12, 3) NOT NULL,
	"observacao" text,
	"user_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estoque_movimentos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "os" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"numero_os" text NOT NULL,
	"cliente_id" uuid,
	"veiculo_id" uuid,
	"tecnico_responsavel_id" uuid,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"prioridade" text DEFAULT 'media' NOT NULL,
	"data_abertura" date NOT NULL,
	"previsao_entrega" date,
	"garantia_dias" integer DEFAULT 90 NOT NULL,
	"observacoes" text,
	"origem" text,
	"km_entrada" integer,
	"laudo" text,
	"desconto_tipo" text,
	"desconto_percentual" numeric(5, 2),
	"desconto_valor" bigint DEFAULT 0 NOT NULL,
	"acrescimos_valor" bigint DEFAULT 0 NOT NULL,
	"subtotal_servicos" bigint DEFAULT 0 NOT NULL,
	"subtotal_produtos" bigint DEFAULT 0 NOT NULL,
	"total_geral" bigint DEFAULT 0 NOT NULL,
	"forma_pagamento_preferida" text,
	"condicoes_pagamento" text,
	"observacoes_orcamento" text,
	"orcamento_validade" date,
	"orcamento_enviado_em" timestamp with time zone,
	"orcamento_versao_aprovada" integer,
	"aprovado_em" timestamp with time zone,
	"data_conclusao" timestamp with time zone,
	"data_entrega" timestamp with time zone,
	"faturado_em" timestamp with time zone,
	"motivo_cancelamento" text,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "os_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "os_valores_check" CHECK ("os"."desconto_valor" >= 0 and "os"."acrescimos_valor" >= 0 and "os"."total_geral" >= 0 and "os"."garantia_dias" >= 0)
);
--> statement-breakpoint
CREATE TABLE "os_historico" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"de_status" text,
	"para_status" text NOT NULL,
	"observacao" text,
	"user_id" uuid,
	"origem" text DEFAULT 'usuario' NOT NULL,
	"nome_cliente" text,
	"ip" "inet",
	"user_agent" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "os_historico_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "os_itens" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"tipo" text NOT NULL,
	"referencia_id" uuid,
	"descricao" text NOT NULL,
	"quantidade" numeric(12, 3) NOT NULL,
	"valor_unitario" bigint NOT NULL,
	"desconto_percentual" numeric(5, 2) DEFAULT '0' NOT NULL,
	"desconto_valor" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint NOT NULL,
	CONSTRAINT "os_itens_empresa_id_id_pk" PRIMARY KEY("empresa_id","id"),
	CONSTRAINT "os_itens_valores_check" CHECK ("os_itens"."quantidade" >= 0 and "os_itens"."valor_unitario" >= 0 and "os_itens"."desconto_valor" >= 0 and "os_itens"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "os_numeracao" (
	"empresa_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "os_numeracao_empresa_id_ano_pk" PRIMARY KEY("empresa_id","ano")
);
--> statement-breakpoint
CREATE TABLE "os_orcamentos" (
	"empresa_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"os_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"itens" jsonb NOT NULL,
	"subtotal_servicos" bigint NOT NULL,
	"subtotal_produtos" bigint NOT NULL,
	"desconto_valor" bigint NOT NULL,
	"acrescimos_valor" bigint NOT NULL,
	"total_geral" bigint NOT NULL,
	"validade" date,
	"condicoes_pagamento" text,
	"observacoes" text,
	"enviado_por" uuid,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "os_orcamentos_empresa_id_id_pk" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD CONSTRAINT "servicos_catalogo_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tecnicos" ADD CONSTRAINT "tecnicos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membros" ADD CONSTRAINT "membros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membros" ADD CONSTRAINT "membros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_titulos" ADD CONSTRAINT "ar_titulos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_titulos" ADD CONSTRAINT "ar_titulos_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_titulos" ADD CONSTRAINT "ar_titulos_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_empresa_id_titulo_id_ar_titulos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","titulo_id") REFERENCES "public"."ar_titulos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_empresa_id_produto_id_produtos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","produto_id") REFERENCES "public"."produtos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os" ADD CONSTRAINT "os_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os" ADD CONSTRAINT "os_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os" ADD CONSTRAINT "os_empresa_id_cliente_id_clientes_empresa_id_id_fk" FOREIGN KEY ("empresa_id","cliente_id") REFERENCES "public"."clientes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os" ADD CONSTRAINT "os_empresa_id_veiculo_id_veiculos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","veiculo_id") REFERENCES "public"."veiculos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os" ADD CONSTRAINT "os_empresa_id_tecnico_responsavel_id_tecnicos_empresa_id_id_fk" FOREIGN KEY ("empresa_id","tecnico_responsavel_id") REFERENCES "public"."tecnicos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_historico" ADD CONSTRAINT "os_historico_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_historico" ADD CONSTRAINT "os_historico_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_historico" ADD CONSTRAINT "os_historico_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_itens" ADD CONSTRAINT "os_itens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_itens" ADD CONSTRAINT "os_itens_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_numeracao" ADD CONSTRAINT "os_numeracao_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_orcamentos" ADD CONSTRAINT "os_orcamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_orcamentos" ADD CONSTRAINT "os_orcamentos_enviado_por_users_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_orcamentos" ADD CONSTRAINT "os_orcamentos_empresa_id_os_id_os_empresa_id_id_fk" FOREIGN KEY ("empresa_id","os_id") REFERENCES "public"."os"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_doc_key" ON "clientes" USING btree ("empresa_id","doc");--> statement-breakpoint
CREATE INDEX "clientes_nome_idx" ON "clientes" USING btree ("empresa_id","nome_razao");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_sku_key" ON "produtos" USING btree ("empresa_id","sku");--> statement-breakpoint
CREATE INDEX "produtos_descricao_idx" ON "produtos" USING btree ("empresa_id","descricao");--> statement-breakpoint
CREATE UNIQUE INDEX "servicos_codigo_key" ON "servicos_catalogo" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "servicos_descricao_idx" ON "servicos_catalogo" USING btree ("empresa_id","descricao");--> statement-breakpoint
CREATE INDEX "tecnicos_nome_idx" ON "tecnicos" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_placa_key" ON "veiculos" USING btree ("empresa_id","placa");--> statement-breakpoint
CREATE INDEX "veiculos_cliente_idx" ON "veiculos" USING btree ("empresa_id","cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membros_user_id_key" ON "membros" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ar_titulos_vencimento_idx" ON "ar_titulos" USING btree ("empresa_id","status","vencimento");--> statement-breakpoint
CREATE INDEX "ar_titulos_os_idx" ON "ar_titulos" USING btree ("empresa_id","os_id");--> statement-breakpoint
CREATE INDEX "ar_titulos_cliente_idx" ON "ar_titulos" USING btree ("empresa_id","cliente_id");--> statement-breakpoint
CREATE INDEX "pagamentos_data_idx" ON "pagamentos" USING btree ("empresa_id","data_pagamento");--> statement-breakpoint
CREATE INDEX "pagamentos_titulo_idx" ON "pagamentos" USING btree ("empresa_id","titulo_id");--> statement-breakpoint
CREATE INDEX "estoque_movimentos_produto_idx" ON "estoque_movimentos" USING btree ("empresa_id","produto_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "os_numero_key" ON "os" USING btree ("empresa_id","numero_os");--> statement-breakpoint
CREATE INDEX "os_criado_em_idx" ON "os" USING btree ("empresa_id","criado_em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "os_status_idx" ON "os" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "os_cliente_idx" ON "os" USING btree ("empresa_id","cliente_id");--> statement-breakpoint
CREATE INDEX "os_historico_os_idx" ON "os_historico" USING btree ("empresa_id","os_id","criado_em");--> statement-breakpoint
CREATE INDEX "os_itens_os_idx" ON "os_itens" USING btree ("empresa_id","os_id");--> statement-breakpoint
CREATE INDEX "os_itens_referencia_idx" ON "os_itens" USING btree ("empresa_id","referencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "os_orcamentos_versao_key" ON "os_orcamentos" USING btree ("empresa_id","os_id","versao");