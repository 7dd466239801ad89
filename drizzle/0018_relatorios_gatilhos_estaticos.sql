-- Decision 012's triggers, with the INSERT path in static SQL (plans kept per connection) instead of
-- EXECUTE format(...), which planned four statements on every OS creation while the company's number
-- counter was locked. UPDATE and DELETE keep the dynamic statements. The sums are unchanged.
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
  IF TG_OP = 'INSERT' THEN
    -- Static statements keep their plans per connection: an OS creation runs this while its company's
    -- number counter is locked, and planning the dynamic ones cost ~3 ms of that.
    INSERT INTO os_status_contagens AS c (empresa_id, status, quantidade)
    SELECT n.empresa_id, n.status, count(*) FROM novas n
    WHERE EXISTS (SELECT 1 FROM empresas e WHERE e.id = n.empresa_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (empresa_id, status) DO UPDATE SET quantidade = c.quantidade + excluded.quantidade;
    INSERT INTO relatorio_eventos_dia AS d (empresa_id, dia, evento, quantidade)
    SELECT n.empresa_id, n.data_abertura, 'aberta', count(*) FROM novas n
    WHERE EXISTS (SELECT 1 FROM empresas e WHERE e.id = n.empresa_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (empresa_id, dia, evento) DO UPDATE SET quantidade = d.quantidade + excluded.quantidade;
    -- New OS are drafts: nothing concluded to count.
    IF NOT EXISTS (SELECT 1 FROM novas WHERE data_conclusao IS NOT NULL AND status <> 'cancelado') THEN
      RETURN NULL;
    END IF;
  ELSE
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
  END IF;
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
CREATE OR REPLACE FUNCTION bancada_relatorios_itens() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Static, so its plan is kept: lines are inserted with every new OS (see bancada_relatorios_os).
    INSERT INTO relatorio_itens_dia AS d
      (empresa_id, dia, tipo, chave, referencia_id, descricao, quantidade, receita, descontos)
    SELECT m.empresa_id, (o.data_conclusao AT TIME ZONE e.fuso_horario)::date, m.tipo,
      coalesce(m.referencia_id::text, lower(m.descricao)), (array_agg(m.referencia_id))[1], min(m.descricao),
      sum(m.quantidade), sum(m.subtotal), sum(m.desconto_valor)
    FROM novas m
    JOIN os o ON o.empresa_id = m.empresa_id AND o.id = m.os_id
      AND o.data_conclusao IS NOT NULL AND o.status <> 'cancelado'
    JOIN empresas e ON e.id = m.empresa_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(m.quantidade) <> 0 OR sum(m.subtotal) <> 0 OR sum(m.desconto_valor) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (empresa_id, dia, tipo, chave) DO UPDATE SET
      quantidade = d.quantidade + excluded.quantidade, receita = d.receita + excluded.receita,
      descontos = d.descontos + excluded.descontos;
    RETURN NULL;
  END IF;
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
