CREATE TABLE "contagens" (
	"empresa_id" uuid NOT NULL,
	"tabela" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contagens_empresa_id_tabela_pk" PRIMARY KEY("empresa_id","tabela")
);
--> statement-breakpoint
ALTER TABLE "contagens" ADD CONSTRAINT "contagens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Statement-level triggers keep `contagens` exact: one row change per statement and company, whatever
-- the number of rows the statement touched.
CREATE OR REPLACE FUNCTION bancada_contar() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contagens (empresa_id, tabela, total)
      SELECT empresa_id, TG_TABLE_NAME, count(*) FROM novas GROUP BY empresa_id
      ON CONFLICT (empresa_id, tabela) DO UPDATE SET total = contagens.total + excluded.total;
  ELSE
    UPDATE contagens c SET total = c.total - d.n
      FROM (SELECT empresa_id, count(*) AS n FROM antigas GROUP BY empresa_id) d
      WHERE c.empresa_id = d.empresa_id AND c.tabela = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $do$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['clientes', 'veiculos', 'tecnicos', 'servicos_catalogo', 'produtos', 'os'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION bancada_contar()', t || '_contar_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION bancada_contar()', t || '_contar_delete', t);
    EXECUTE format('INSERT INTO contagens (empresa_id, tabela, total) SELECT empresa_id, %L, count(*) FROM %I GROUP BY empresa_id', t, t);
  END LOOP;
END
$do$;
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
