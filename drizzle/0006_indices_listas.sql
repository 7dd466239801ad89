DROP INDEX "veiculos_criado_em_idx";--> statement-breakpoint
DROP INDEX "clientes_nome_idx";--> statement-breakpoint
DROP INDEX "produtos_descricao_idx";--> statement-breakpoint
DROP INDEX "servicos_descricao_idx";--> statement-breakpoint
DROP INDEX "tecnicos_nome_idx";--> statement-breakpoint
CREATE INDEX "veiculos_recentes_idx" ON "veiculos" USING btree ("empresa_id","criado_em" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clientes_nome_idx" ON "clientes" USING btree ("empresa_id","nome_razao","id");--> statement-breakpoint
CREATE INDEX "produtos_descricao_idx" ON "produtos" USING btree ("empresa_id","descricao","id");--> statement-breakpoint
CREATE INDEX "servicos_descricao_idx" ON "servicos_catalogo" USING btree ("empresa_id","descricao","id");--> statement-breakpoint
CREATE INDEX "tecnicos_nome_idx" ON "tecnicos" USING btree ("empresa_id","nome","id");