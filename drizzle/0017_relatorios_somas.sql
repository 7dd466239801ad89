CREATE TABLE "faturamento_dia" (
	"empresa_id" uuid NOT NULL,
	"emissao" date NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "faturamento_dia_empresa_id_emissao_pk" PRIMARY KEY("empresa_id","emissao")
);
--> statement-breakpoint
CREATE TABLE "os_status_contagens" (
	"empresa_id" uuid NOT NULL,
	"status" text NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "os_status_contagens_empresa_id_status_pk" PRIMARY KEY("empresa_id","status")
);
--> statement-breakpoint
CREATE TABLE "recebimentos_meio_dia" (
	"empresa_id" uuid NOT NULL,
	"data_pagamento" date NOT NULL,
	"meio" text NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "recebimentos_meio_dia_empresa_id_data_pagamento_meio_pk" PRIMARY KEY("empresa_id","data_pagamento","meio")
);
--> statement-breakpoint
CREATE TABLE "relatorio_conclusoes_dia" (
	"empresa_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"tecnico_id" uuid,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"soma_dias" integer DEFAULT 0 NOT NULL,
	"no_prazo" integer DEFAULT 0 NOT NULL,
	"com_previsao" integer DEFAULT 0 NOT NULL,
	"receita" bigint DEFAULT 0 NOT NULL,
	"descontos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "relatorio_conclusoes_dia_key" UNIQUE NULLS NOT DISTINCT("empresa_id","dia","tecnico_id")
);
--> statement-breakpoint
CREATE TABLE "relatorio_eventos_dia" (
	"empresa_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"evento" text NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "relatorio_eventos_dia_empresa_id_dia_evento_pk" PRIMARY KEY("empresa_id","dia","evento")
);
--> statement-breakpoint
CREATE TABLE "relatorio_itens_dia" (
	"empresa_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"referencia_id" uuid,
	"descricao" text NOT NULL,
	"quantidade" numeric(12, 3) DEFAULT '0' NOT NULL,
	"receita" bigint DEFAULT 0 NOT NULL,
	"descontos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "relatorio_itens_dia_empresa_id_dia_tipo_chave_pk" PRIMARY KEY("empresa_id","dia","tipo","chave")
);
--> statement-breakpoint
ALTER TABLE "faturamento_dia" ADD CONSTRAINT "faturamento_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_status_contagens" ADD CONSTRAINT "os_status_contagens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebimentos_meio_dia" ADD CONSTRAINT "recebimentos_meio_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_conclusoes_dia" ADD CONSTRAINT "relatorio_conclusoes_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_eventos_dia" ADD CONSTRAINT "relatorio_eventos_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_itens_dia" ADD CONSTRAINT "relatorio_itens_dia_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reports' sums (decision 012). Statement-level triggers turn each statement's rows into signed
-- changes (+1 for new rows, −1 for old ones; an update is both) and add them up per company and key in
-- one upsert, in key order (no deadlocks). Nothing is written for a company that is gone, so a company's
-- cascade delete cannot recreate its rows. Days of instants are calendar days in the company's zone.
-- A bulk load into tables whose statistics still say they are empty gets per-row lookups that scan the
-- whole company (quadratic): such a load disables these triggers and calls the rebuild below instead.
CREATE OR REPLACE FUNCTION bancada_linhas_com_sinal(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sinal FROM novas n'
    WHEN 'DELETE' THEN 'SELECT a.*, -1 AS sinal FROM antigas a'
    ELSE 'SELECT n.*, 1 AS sinal FROM novas n UNION ALL SELECT a.*, -1 AS sinal FROM antigas a'
  END
$$;
--> statement-breakpoint
-- An OS counts as concluded while data_conclusao is set and it is not cancelled.
CREATE OR REPLACE FUNCTION bancada_relatorios_os() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  m text := bancada_linhas_com_sinal(TG_OP);
  -- Lines move only with OS whose conclusion (or its day) changed.
  mudadas text := CASE TG_OP WHEN 'UPDATE' THEN
    'SELECT n.*, 1 AS sinal FROM novas n JOIN antigas a USING (empresa_id, id)
       WHERE (a.data_conclusao, a.status = ''cancelado'') IS DISTINCT FROM (n.data_conclusao, n.status = ''cancelado'')
     UNION ALL
     SELECT a.*, -1 AS sinal FROM antigas a JOIN novas n USING (empresa_id, id)
       WHERE (a.data_conclusao, a.status = ''cancelado'') IS DISTINCT FROM (n.data_conclusao, n.status = ''cancelado'')'
    ELSE bancada_linhas_com_sinal(TG_OP) END;
BEGIN
  EXECUTE format($q$
    INSERT INTO os_status_contagens AS c (empresa_id, status, quantidade)
    SELECT m.empresa_id, m.status, sum(m.sinal) FROM (%s) m
    WHERE EXISTS (SELECT 1 FROM empresas e WHERE e.id = m.empresa_id)
    GROUP BY 1, 2 HAVING sum(m.sinal) <> 0 ORDER BY 1, 2
    ON CONFLICT (empresa_id, status) DO UPDATE SET quantidade = c.quantidade + excluded.quantidade
  $q$, m);
  EXECUTE format($q$
    INSERT INTO relatorio_eventos_dia AS d (empresa_id, dia, evento, quantidade)
    SELECT m.empresa_id, m.data_abertura, 'aberta', sum(m.sinal) FROM (%s) m
    WHERE EXISTS (SELECT 1 FROM empresas e WHERE e.id = m.empresa_id)
    GROUP BY 1, 2 HAVING sum(m.sinal) <> 0 ORDER BY 1, 2
    ON CONFLICT (empresa_id, dia, evento) DO UPDATE SET quantidade = d.quantidade + excluded.quantidade
  $q$, m);
  EXECUTE format($q$
    INSERT INTO relatorio_conclusoes_dia AS d
      (empresa_id, dia, tecnico_id, quantidade, soma_dias, no_prazo, com_previsao, receita, descontos)
    SELECT empresa_id, dia, tecnico_responsavel_id, sum(sinal), sum(sinal * (dia - data_abertura)),
      coalesce(sum(sinal) FILTER (WHERE dia <= previsao_entrega), 0),
      coalesce(sum(sinal) FILTER (WHERE previsao_entrega IS NOT NULL), 0),
      sum(sinal * total_geral), sum(sinal * desconto_valor)
    FROM (SELECT m.*, (m.data_conclusao AT TIME ZONE e.fuso_horario)::date AS dia FROM (%s) m
          JOIN empresas e ON e.id = m.empresa_id
          WHERE m.data_conclusao IS NOT NULL AND m.status <> 'cancelado') c
    GROUP BY 1, 2, 3
    HAVING sum(sinal) <> 0 OR sum(sinal * (dia - data_abertura)) <> 0 OR sum(sinal * total_geral) <> 0
      OR sum(sinal * desconto_valor) <> 0 OR sum(sinal) FILTER (WHERE dia <= previsao_entrega) <> 0
      OR sum(sinal) FILTER (WHERE previsao_entrega IS NOT NULL) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT relatorio_conclusoes_dia_key DO UPDATE SET
      quantidade = d.quantidade + excluded.quantidade, soma_dias = d.soma_dias + excluded.soma_dias,
      no_prazo = d.no_prazo + excluded.no_prazo, com_previsao = d.com_previsao + excluded.com_previsao,
      receita = d.receita + excluded.receita, descontos = d.descontos + excluded.descontos
  $q$, m);
  EXECUTE format($q$
    INSERT INTO relatorio_itens_dia AS d
      (empresa_id, dia, tipo, chave, referencia_id, descricao, quantidade, receita, descontos)
    SELECT i.empresa_id, c.dia, i.tipo, coalesce(i.referencia_id::text, lower(i.descricao)),
      (array_agg(i.referencia_id))[1], min(i.descricao), sum(c.sinal * i.quantidade),
      sum(c.sinal * i.subtotal), sum(c.sinal * i.desconto_valor)
    FROM (SELECT m.empresa_id, m.id, m.sinal, (m.data_conclusao AT TIME ZONE e.fuso_horario)::date AS dia
          FROM (%s) m JOIN empresas e ON e.id = m.empresa_id
          WHERE m.data_conclusao IS NOT NULL AND m.status <> 'cancelado') c
    JOIN os_itens i ON i.empresa_id = c.empresa_id AND i.os_id = c.id
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sinal * i.quantidade) <> 0 OR sum(c.sinal * i.subtotal) <> 0 OR sum(c.sinal * i.desconto_valor) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (empresa_id, dia, tipo, chave) DO UPDATE SET
      quantidade = d.quantidade + excluded.quantidade, receita = d.receita + excluded.receita,
      descontos = d.descontos + excluded.descontos
  $q$, mudadas);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Lines added to, changed on or removed from an OS that is concluded now.
CREATE OR REPLACE FUNCTION bancada_relatorios_itens() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO relatorio_itens_dia AS d
      (empresa_id, dia, tipo, chave, referencia_id, descricao, quantidade, receita, descontos)
    SELECT m.empresa_id, (o.data_conclusao AT TIME ZONE e.fuso_horario)::date, m.tipo,
      coalesce(m.referencia_id::text, lower(m.descricao)), (array_agg(m.referencia_id))[1], min(m.descricao),
      sum(m.sinal * m.quantidade), sum(m.sinal * m.subtotal), sum(m.sinal * m.desconto_valor)
    FROM (%s) m
    JOIN os o ON o.empresa_id = m.empresa_id AND o.id = m.os_id
      AND o.data_conclusao IS NOT NULL AND o.status <> 'cancelado'
    JOIN empresas e ON e.id = m.empresa_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(m.sinal * m.quantidade) <> 0 OR sum(m.sinal * m.subtotal) <> 0 OR sum(m.sinal * m.desconto_valor) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (empresa_id, dia, tipo, chave) DO UPDATE SET
      quantidade = d.quantidade + excluded.quantidade, receita = d.receita + excluded.receita,
      descontos = d.descontos + excluded.descontos
  $q$, bancada_linhas_com_sinal(TG_OP));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Status changes are only ever added. Each OS counts once per event: its first delivery, cancellation,
-- quote sent and approval (the approval on the day its quote was first sent), with the OS total then.
CREATE OR REPLACE FUNCTION bancada_relatorios_historico() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- One lookup per OS and status through os_historico_os_idx.
  INSERT INTO relatorio_eventos_dia AS d (empresa_id, dia, evento, quantidade, valor)
  SELECT p.empresa_id, (p.quando AT TIME ZONE e.fuso_horario)::date, p.evento, count(*), sum(o.total_geral)
  FROM (
    SELECT n.empresa_id, n.os_id,
      CASE n.para_status WHEN 'aprovado' THEN 'orcamento_aprovado' ELSE n.para_status END AS evento,
      CASE WHEN n.para_status = 'aprovado' THEN
        (SELECT min(h.criado_em) FILTER (WHERE h.para_status = 'orcamento_enviado') FROM os_historico h
          WHERE h.empresa_id = n.empresa_id AND h.os_id = n.os_id)
        ELSE min(n.criado_em) END AS quando
    FROM novas n
    WHERE n.para_status IN ('entregue', 'cancelado', 'orcamento_enviado', 'aprovado')
    GROUP BY n.empresa_id, n.os_id, n.para_status
    -- Only when every row of this OS and status is new: the first time it happened.
    HAVING count(*) = (SELECT count(*) FILTER (WHERE h.para_status = n.para_status) FROM os_historico h
      WHERE h.empresa_id = n.empresa_id AND h.os_id = n.os_id)
  ) p
  JOIN os o ON o.empresa_id = p.empresa_id AND o.id = p.os_id
  JOIN empresas e ON e.id = p.empresa_id
  WHERE p.quando IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (empresa_id, dia, evento) DO UPDATE
    SET quantidade = d.quantidade + excluded.quantidade, valor = d.valor + excluded.valor;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bancada_faturamento_dia() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO faturamento_dia AS d (empresa_id, emissao, valor)
    SELECT m.empresa_id, m.emissao, sum(m.sinal * m.valor) FROM (%s) m
    WHERE m.status <> 'cancelado' AND EXISTS (SELECT 1 FROM empresas e WHERE e.id = m.empresa_id)
    GROUP BY 1, 2 HAVING sum(m.sinal * m.valor) <> 0 ORDER BY 1, 2
    ON CONFLICT (empresa_id, emissao) DO UPDATE SET valor = d.valor + excluded.valor
  $q$, bancada_linhas_com_sinal(TG_OP));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bancada_recebimentos_meio_dia() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO recebimentos_meio_dia AS d (empresa_id, data_pagamento, meio, quantidade, valor)
    SELECT m.empresa_id, m.data_pagamento, m.meio, sum(m.sinal), sum(m.sinal * m.valor) FROM (%s) m
    WHERE EXISTS (SELECT 1 FROM empresas e WHERE e.id = m.empresa_id)
    GROUP BY 1, 2, 3 HAVING sum(m.sinal) <> 0 OR sum(m.sinal * m.valor) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (empresa_id, data_pagamento, meio) DO UPDATE
      SET quantidade = d.quantidade + excluded.quantidade, valor = d.valor + excluded.valor
  $q$, bancada_linhas_com_sinal(TG_OP));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- One company's sums from scratch: the backfill below, and after the company changes its time zone.
CREATE OR REPLACE FUNCTION bancada_relatorios_reconstruir(p_empresa uuid) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  fuso text := (SELECT fuso_horario FROM empresas WHERE id = p_empresa);
BEGIN
  DELETE FROM os_status_contagens WHERE empresa_id = p_empresa;
  DELETE FROM relatorio_eventos_dia WHERE empresa_id = p_empresa;
  DELETE FROM relatorio_conclusoes_dia WHERE empresa_id = p_empresa;
  DELETE FROM relatorio_itens_dia WHERE empresa_id = p_empresa;
  DELETE FROM faturamento_dia WHERE empresa_id = p_empresa;
  DELETE FROM recebimentos_meio_dia WHERE empresa_id = p_empresa;
  INSERT INTO os_status_contagens (empresa_id, status, quantidade)
    SELECT p_empresa, status, count(*) FROM os WHERE empresa_id = p_empresa GROUP BY status;
  INSERT INTO relatorio_eventos_dia (empresa_id, dia, evento, quantidade)
    SELECT p_empresa, data_abertura, 'aberta', count(*) FROM os WHERE empresa_id = p_empresa GROUP BY 2;
  -- The quote's value is the version sent first, the approval's the last version sent before it.
  INSERT INTO relatorio_eventos_dia (empresa_id, dia, evento, quantidade, valor)
    SELECT p_empresa, (ev.quando AT TIME ZONE fuso)::date, ev.evento, count(*), sum(ev.valor)
    FROM (
      SELECT h.os_id, min(h.criado_em) FILTER (WHERE h.para_status = 'entregue') AS entregue,
        min(h.criado_em) FILTER (WHERE h.para_status = 'cancelado') AS cancelado,
        min(h.criado_em) FILTER (WHERE h.para_status = 'orcamento_enviado') AS enviado,
        min(h.criado_em) FILTER (WHERE h.para_status = 'aprovado') AS aprovado
      FROM os_historico h WHERE h.empresa_id = p_empresa GROUP BY h.os_id
    ) f
    JOIN os o ON o.empresa_id = p_empresa AND o.id = f.os_id
    CROSS JOIN LATERAL (VALUES
      ('entregue', f.entregue, o.total_geral),
      ('cancelado', f.cancelado, o.total_geral),
      ('orcamento_enviado', f.enviado, coalesce((SELECT v.total_geral FROM os_orcamentos v
        WHERE v.empresa_id = p_empresa AND v.os_id = f.os_id AND v.versao = 1), o.total_geral)),
      ('orcamento_aprovado', CASE WHEN f.aprovado IS NOT NULL THEN f.enviado END,
        coalesce((SELECT v.total_geral FROM os_orcamentos v WHERE v.empresa_id = p_empresa AND v.os_id = f.os_id
          AND v.enviado_em <= f.aprovado ORDER BY v.versao DESC LIMIT 1), o.total_geral))
    ) ev(evento, quando, valor)
    WHERE ev.quando IS NOT NULL
    GROUP BY 2, 3;
  INSERT INTO relatorio_conclusoes_dia
      (empresa_id, dia, tecnico_id, quantidade, soma_dias, no_prazo, com_previsao, receita, descontos)
    SELECT p_empresa, dia, tecnico_responsavel_id, count(*), sum(dia - data_abertura),
      count(*) FILTER (WHERE dia <= previsao_entrega), count(previsao_entrega), sum(total_geral), sum(desconto_valor)
    FROM (SELECT *, (data_conclusao AT TIME ZONE fuso)::date AS dia FROM os
          WHERE empresa_id = p_empresa AND data_conclusao IS NOT NULL AND status <> 'cancelado') c
    GROUP BY 2, 3;
  INSERT INTO relatorio_itens_dia (empresa_id, dia, tipo, chave, referencia_id, descricao, quantidade, receita, descontos)
    SELECT p_empresa, (o.data_conclusao AT TIME ZONE fuso)::date, i.tipo, coalesce(i.referencia_id::text, lower(i.descricao)),
      (array_agg(i.referencia_id))[1], min(i.descricao), sum(i.quantidade), sum(i.subtotal), sum(i.desconto_valor)
    FROM os o JOIN os_itens i ON i.empresa_id = p_empresa AND i.os_id = o.id
    WHERE o.empresa_id = p_empresa AND o.data_conclusao IS NOT NULL AND o.status <> 'cancelado'
    GROUP BY 2, 3, 4;
  INSERT INTO faturamento_dia (empresa_id, emissao, valor)
    SELECT p_empresa, emissao, sum(valor) FROM ar_titulos
    WHERE empresa_id = p_empresa AND status <> 'cancelado' GROUP BY 2;
  INSERT INTO recebimentos_meio_dia (empresa_id, data_pagamento, meio, quantidade, valor)
    SELECT p_empresa, data_pagamento, meio, count(*), sum(valor) FROM pagamentos WHERE empresa_id = p_empresa GROUP BY 2, 3;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER os_relatorios_insert AFTER INSERT ON os REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_os();
--> statement-breakpoint
CREATE TRIGGER os_relatorios_update AFTER UPDATE ON os REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_os();
--> statement-breakpoint
CREATE TRIGGER os_relatorios_delete AFTER DELETE ON os REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_os();
--> statement-breakpoint
CREATE TRIGGER os_itens_relatorios_insert AFTER INSERT ON os_itens REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_itens();
--> statement-breakpoint
CREATE TRIGGER os_itens_relatorios_update AFTER UPDATE ON os_itens REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_itens();
--> statement-breakpoint
CREATE TRIGGER os_itens_relatorios_delete AFTER DELETE ON os_itens REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_itens();
--> statement-breakpoint
CREATE TRIGGER os_historico_relatorios_insert AFTER INSERT ON os_historico REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_relatorios_historico();
--> statement-breakpoint
CREATE TRIGGER ar_titulos_faturamento_insert AFTER INSERT ON ar_titulos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_faturamento_dia();
--> statement-breakpoint
CREATE TRIGGER ar_titulos_faturamento_update AFTER UPDATE ON ar_titulos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_faturamento_dia();
--> statement-breakpoint
CREATE TRIGGER ar_titulos_faturamento_delete AFTER DELETE ON ar_titulos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_faturamento_dia();
--> statement-breakpoint
CREATE TRIGGER pagamentos_meio_insert AFTER INSERT ON pagamentos REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_recebimentos_meio_dia();
--> statement-breakpoint
CREATE TRIGGER pagamentos_meio_update AFTER UPDATE ON pagamentos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_recebimentos_meio_dia();
--> statement-breakpoint
CREATE TRIGGER pagamentos_meio_delete AFTER DELETE ON pagamentos REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION bancada_recebimentos_meio_dia();
--> statement-breakpoint
SELECT bancada_relatorios_reconstruir(id) FROM empresas;
--> statement-breakpoint
SELECT bancada_enable_tenant_rls();
