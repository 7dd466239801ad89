ALTER TABLE "os" ADD COLUMN "orcamento_recusado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "os" ADD COLUMN "orcamento_recusado_por" text;--> statement-breakpoint
ALTER TABLE "os" ADD COLUMN "orcamento_recusa_motivo" text;--> statement-breakpoint
-- Hand-written (issue 21 item 3): drizzle-kit generated `ADD COLUMN "evento" text NOT NULL`, which
-- existing rows would refuse. The column is added empty, each entry is given the kind it was written as,
-- then it becomes NOT NULL. Before this column an entry that kept its status was the customer's refusal
-- (origem 'portal'), an invoice ('Faturada …') or its reversal ('Faturamento estornado').
ALTER TABLE "os_historico" ADD COLUMN "evento" text;--> statement-breakpoint
UPDATE "os_historico" SET "evento" = CASE
  WHEN "de_status" IS NULL THEN 'criacao'
  WHEN "de_status" <> "para_status" THEN 'status'
  WHEN "origem" = 'portal' THEN 'orcamento_recusado'
  WHEN "observacao" LIKE 'Faturamento estornado%' THEN 'estorno_faturamento'
  ELSE 'faturamento'
END;--> statement-breakpoint
ALTER TABLE "os_historico" ALTER COLUMN "evento" SET NOT NULL;--> statement-breakpoint
-- Hand-written: an OS still waiting for an answer whose latest quote version the customer refused
-- carries that refusal (when, the typed name, the reason written after '. Motivo: ' in the old note).
UPDATE "os" o SET
  "orcamento_recusado_em" = r."criado_em",
  "orcamento_recusado_por" = r."nome_cliente",
  "orcamento_recusa_motivo" = substring(r."observacao" from '\. Motivo: (.*)$')
FROM (
  SELECT DISTINCT ON (h."empresa_id", h."os_id") h."empresa_id", h."os_id", h."criado_em", h."nome_cliente", h."observacao"
  FROM "os_historico" h
  WHERE h."evento" = 'orcamento_recusado'
    AND h."criado_em" >= (SELECT max(v."enviado_em") FROM "os_orcamentos" v
      WHERE v."empresa_id" = h."empresa_id" AND v."os_id" = h."os_id")
  ORDER BY h."empresa_id", h."os_id", h."criado_em" DESC
) r
WHERE o."empresa_id" = r."empresa_id" AND o."id" = r."os_id" AND o."status" = 'orcamento_enviado';--> statement-breakpoint
CREATE INDEX "os_recusados_idx" ON "os" USING btree ("empresa_id","orcamento_recusado_em") WHERE "os"."status" = 'orcamento_enviado' and "os"."orcamento_recusado_em" is not null;--> statement-breakpoint
CREATE INDEX "os_historico_recusas_idx" ON "os_historico" USING btree ("empresa_id","criado_em") WHERE "os_historico"."evento" = 'orcamento_recusado';
