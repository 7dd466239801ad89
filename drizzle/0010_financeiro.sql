CREATE TABLE "recebimentos_dia" (
	"empresa_id" uuid NOT NULL,
	"data_pagamento" date NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "recebimentos_dia_empresa_id_data_pagamento_pk" PRIMARY KEY("empresa_id","data_pagamento")
);
--> statement-breakpoint
CREATE TABLE "titulos_abertos_dia" (
	"empresa_id" uuid NOT NULL,
	"vencimento" date NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"saldo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "titulos_abertos_dia_empresa_id_vencimento_pk" PRIMARY KEY("empresa_id","vencimento")
);
--> statement-breakpoint
DROP INDEX "ar_titulos_vencimento_idx";--> statement-breakpoint
ALTER TABLE "recebimentos_dia" ADD CONSTRAINT "recebimentos_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos_abertos_dia" ADD CONSTRAINT "titulos_abertos_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ar_titulos_lista_idx" ON "ar_titulos" USING btree ("empresa_id","vencimento","id","status") WHERE "ar_titulos"."status" <> 'cancelado';--> statement-breakpoint
CREATE INDEX "ar_titulos_cliente_lista_idx" ON "ar_titulos" USING btree ("empresa_id","cliente_id","vencimento","id","status") WHERE "ar_titulos"."status" <> 'cancelado';--> statement-breakpoint
CREATE INDEX "ar_titulos_abertos_idx" ON "ar_titulos" USING btree ("empresa_id","vencimento","id") WHERE "ar_titulos"."status" = 'aberto';--> statement-breakpoint
CREATE INDEX "os_conclusao_idx" ON "os" USING btree ("empresa_id","data_conclusao") WHERE "os"."data_conclusao" is not null and "os"."status" <> 'cancelado';--> statement-breakpoint
-- Statement-level triggers keep the per-day sums of open titles and of receipts exact: one upsert per
-- statement, company and day, whatever the number of rows the statement touched. Days are written in
-- key order, so concurrent statements lock them in the same order (no deadlock). A delete only
-- subtracts, never inserts: a company's cascade delete cannot recreate its rows.
CREATE OR REPLACE FUNCTION bancada_titulos_abertos_dia() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO titulos_abertos_dia AS d (empresa_id, vencimento, quantidade, saldo)
      SELECT empresa_id, vencimento, count(*), sum(valor - valor_pago) FROM novas
      WHERE status = 'aberto' GROUP BY empresa_id, vencimento ORDER BY empresa_id, vencimento
      ON CONFLICT (empresa_id, vencimento) DO UPDATE
      SET quantidade = d.quantidade + excluded.quantidade, saldo = d.saldo + excluded.saldo;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO titulos_abertos_dia AS d (empresa_id, vencimento, quantidade, saldo)
      SELECT empresa_id, vencimento, sum(n), sum(s) FROM (
        SELECT empresa_id, vencimento, 1 AS n, valor - valor_pago AS s FROM novas WHERE status = 'aberto'
        UNION ALL
        SELECT empresa_id, vencimento, -1, valor_pago - valor FROM antigas WHERE status = 'aberto') m
      GROUP BY empresa_id, vencimento HAVING sum(n) <> 0 OR sum(s) <> 0 ORDER BY empresa_id, vencimento
      ON CONFLICT (empresa_id, vencimento) DO UPDATE
      SET quantidade = d.quantidade + excluded.quantidade, saldo = d.saldo + excluded.saldo;
  ELSE
    UPDATE titulos_abertos_dia d SET quantidade = d.quantidade - a.n, saldo = d.saldo - a.s
      FROM (SELECT empresa_id, vencimento, count(*) AS n, sum(valor - valor_pago) AS s FROM antigas
            WHERE status = 'aberto' GROUP BY empresa_id, vencimento) a
      WHERE d.empresa_id = a.empresa_id AND d.vencimento = a.vencimento;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bancada_recebimentos_dia() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO recebimentos_dia AS d (empresa_id, data_pagamento, valor)
      SELECT empresa_id, data_pagamento, sum(valor) FROM novas
      GROUP BY empresa_id, data_pagamento ORDER BY empresa_id, data_pagamento
      ON CONFLICT (empresa_id, data_pagamento) DO UPDATE SET valor = d.valor + excluded.valor;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO recebimentos_dia AS d (empresa_id, data_pagamento, valor)
      SELECT empresa_id, data_pagamento, sum(v) FROM (
        SELECT empresa_id, data_pagamento, valor AS v FROM novas
        UNION ALL
        SELECT empresa_id, data_pagamento, -valor FROM antigas) m
      GROUP BY empresa_id, data_pagamento HAVING sum(v) <> 0 ORDER BY empresa_id, data_pagamento
      ON CONFLICT (empresa_id, data_pagamento) DO UPDATE SET valor = d.valor + excluded.valor;
  ELSE
    UPDATE recebimentos_dia d SET valor = d.valor - a.v
      FROM (SELECT empresa_id, data_pagamento, sum(valor) AS v FROM antigas GROUP BY empresa_id, data_pagamento) a
      WHERE d.empresa_id = a.empresa_id AND d.data_pagamento = a.data_pagamento;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER ar_titulos_abertos_insert AFTER INSERT ON ar_titulos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_titulos_abertos_dia();
--> statement-breakpoint
CREATE TRIGGER ar_titulos_abertos_update AFTER UPDATE ON ar_titulos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_titulos_abertos_dia();
--> statement-breakpoint
CREATE TRIGGER ar_titulos_abertos_delete AFTER DELETE ON ar_titulos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_titulos_abertos_dia();
--> statement-breakpoint
CREATE TRIGGER pagamentos_dia_insert AFTER INSERT ON pagamentos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_recebimentos_dia();
--> statement-breakpoint
CREATE TRIGGER pagamentos_dia_update AFTER UPDATE ON pagamentos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_recebimentos_dia();
--> statement-breakpoint
CREATE TRIGGER pagamentos_dia_delete AFTER DELETE ON pagamentos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_recebimentos_dia();
--> statement-breakpoint
INSERT INTO titulos_abertos_dia (empresa_id, vencimento, quantidade, saldo)
  SELECT empresa_id, vencimento, count(*), sum(valor - valor_pago) FROM ar_titulos
  WHERE status = 'aberto' GROUP BY empresa_id, vencimento;
--> statement-breakpoint
INSERT INTO recebimentos_dia (empresa_id, data_pagamento, valor)
  SELECT empresa_id, data_pagamento, sum(valor) FROM pagamentos GROUP BY empresa_id, data_pagamento;
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
