-- Decision 018: a search reads its page and its total from one walk of its list's order index. With the
-- vehicles' short `busca` INCLUDEd there, that walk tests the term on the index entries and reads no table
-- rows. The customers' `busca` (name, document, phones) would make their name index 70% bigger and every
-- page reached by its number that much slower to skip to, for a smaller gain: it stays out.
DROP INDEX "veiculos_recentes_idx";--> statement-breakpoint
CREATE INDEX "veiculos_recentes_idx" ON "veiculos" USING btree ("empresa_id","criado_em" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("busca");--> statement-breakpoint
-- How often a searched term occurs is read from ANALYZE's histogram of `busca`. With the default 100
-- entries a term in 2% of the rows is seen in 0 to 4 of them, and the planner's choice between the
-- walk and the trigram index flips from one ANALYZE to the next; 1 000 entries keep it steady.
ALTER TABLE "clientes" ALTER COLUMN "busca" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "veiculos" ALTER COLUMN "busca" SET STATISTICS 1000;
