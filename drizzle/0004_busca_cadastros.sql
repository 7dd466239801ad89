ALTER TABLE "clientes" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(nome_razao || ' ' || doc || ' ' || coalesce(celular, '') || ' ' || coalesce(telefone, ''))) STORED;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(sku || ' ' || descricao)) STORED;--> statement-breakpoint
ALTER TABLE "servicos_catalogo" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(codigo || ' ' || descricao)) STORED;--> statement-breakpoint
ALTER TABLE "tecnicos" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(nome)) STORED;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "busca" text GENERATED ALWAYS AS (lower(placa || ' ' || marca || ' ' || modelo)) STORED;--> statement-breakpoint
CREATE INDEX "clientes_busca_idx" ON "clientes" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_busca_idx" ON "produtos" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "servicos_busca_idx" ON "servicos_catalogo" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tecnicos_busca_idx" ON "tecnicos" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "veiculos_criado_em_idx" ON "veiculos" USING btree ("empresa_id","criado_em");--> statement-breakpoint
CREATE INDEX "veiculos_busca_idx" ON "veiculos" USING gin ("busca" gin_trgm_ops);