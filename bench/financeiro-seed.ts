// The receivables benchmark's data, shared by bench:financeiro, bench:relatorios and bench:ab, and the
// requests bench:financeiro measures on it (the receivables list and the dashboard).
import type pg from 'pg'
import { type BenchRow, empresaIdOf, signUpCookie } from './bench-server'

/**
 * Clients with a vehicle each, `titulos / 3` invoiced OS spread over 900 days (a few still open), their
 * 3 instalments (old ones mostly paid, ~2% left overdue; recent ones open, some half received; ~1%
 * cancelled) and one receipt per paid or half-received title.
 */
export async function seedTitulos(client: pg.Client, empresaId: string, titulos: number) {
  const oss = Math.ceil(titulos / 3)
  const clientes = Math.max(10, Math.floor(oss / 15))
  await client.query(
    `insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao, celular)
     select $1::uuid, 'juridica', 'B' || md5($1::text || s)::varchar(13), 'Cliente ' || s, '119' || lpad(s::text, 8, '0')
     from generate_series(1, $2) s`,
    [empresaId, clientes],
  )
  await client.query(
    `insert into veiculos (empresa_id, cliente_id, marca, modelo, placa)
     select empresa_id, id, 'Fiat', 'Uno', upper(substr(md5(id::text), 1, 3)) || (row_number() over ())::text
     from clientes where empresa_id = $1`,
    [empresaId],
  )
  await client.query('analyze clientes, veiculos')
  // OS s is (oss − s) × 900 / oss days old: the newest are in execution or concluded, the rest delivered.
  await client.query(
    `with c as (select c.id as cliente_id, v.id as veiculo_id, row_number() over () as n
                from clientes c join veiculos v on v.empresa_id = c.empresa_id and v.cliente_id = c.id where c.empresa_id = $1)
     insert into os (empresa_id, numero_os, sequencia, cliente_id, veiculo_id, status, prioridade, data_abertura,
                     subtotal_servicos, subtotal_produtos, total_geral, criado_em, data_conclusao, faturado_em)
     select $1::uuid, 'OS-2025-' || lpad(s::text, 6, '0'), s, c.cliente_id, c.veiculo_id,
            case when a.idade < 3 then 'em_execucao' when a.idade < 10 then 'concluido' else 'entregue' end,
            'media', current_date - a.idade, 52980, 0, 52980, now() - make_interval(days => a.idade),
            case when a.idade >= 3 then now() - make_interval(days => a.idade - 1) end, now() - make_interval(days => a.idade)
     from generate_series(1, $2) s
     cross join lateral (select ((($2 - s)::bigint * 900) / $2)::int as idade) a
     join c on c.n = 1 + s % $3`,
    [empresaId, oss, clientes],
  )
  await client.query('analyze os')
  await client.query(
    `insert into ar_titulos (empresa_id, os_id, cliente_id, parcela, emissao, vencimento, valor, valor_pago, forma, status, recebido_em)
     select empresa_id, id, cliente_id, k || '/3', data_abertura, b.venc, 17660, v.pago, 'pix', st.status,
            case when st.status = 'pago' then least(b.venc, current_date) end
     from os cross join generate_series(1, 3) k
     cross join lateral (select data_abertura + 30 * k as venc, (sequencia * 3 + k) as h) b
     cross join lateral (select
       case when sequencia % 97 = 0 then 'cancelado'
            when b.venc < current_date - 30 then case when b.h % 50 = 0 then 'aberto' else 'pago' end
            when b.venc < current_date then case when b.h % 3 = 0 then 'pago' else 'aberto' end
            else 'aberto' end as status) st
     cross join lateral (select
       case when st.status = 'pago' then 17660 when st.status = 'aberto' and b.h % 5 = 0 then 8830 else 0 end as pago) v
     where empresa_id = $1 and (sequencia - 1) * 3 + k <= $2`,
    [empresaId, titulos],
  )
  await client.query('analyze ar_titulos')
  await client.query(
    `insert into pagamentos (empresa_id, titulo_id, os_id, valor, meio, data_pagamento)
     select empresa_id, id, os_id, valor_pago, 'pix', coalesce(recebido_em, least(vencimento, current_date))
     from ar_titulos where empresa_id = $1 and valor_pago > 0`,
    [empresaId],
  )
}

/**
 * 10 companies with 900 titles each, then one with `titulos` titles and a PIX key (the list shows PIX
 * codes), with fresh statistics. Answers that company's admin cookie, id and what was seeded.
 */
async function seedFinanceiro(port: number, client: pg.Client, titulos: number) {
  for (let i = 0; i < 10; i++)
    await seedTitulos(client, await empresaIdOf(port, await signUpCookie(port)), 900)
  const cookie = await signUpCookie(port)
  const empresaId = await empresaIdOf(port, cookie)
  await seedTitulos(client, empresaId, titulos)
  await client.query(
    `update empresas set pix_tipo = 'email', pix_chave = 'financeiro@oficina.com.br', pix_nome = 'Oficina Bench', pix_cidade = 'Sao Paulo' where id = $1`,
    [empresaId],
  )
  for (const table of ['clientes', 'veiculos', 'os', 'ar_titulos', 'pagamentos'])
    await client.query(`vacuum analyze ${table}`)
  // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
  await client.query('checkpoint')
  const [stats] = (
    await client.query(
      `select count(*)::int as titulos, count(*) filter (where status = 'aberto')::int as abertos,
         count(*) filter (where status = 'aberto' and vencimento < current_date)::int as vencidos,
         (select count(*)::int from pagamentos where empresa_id = $1) as recebimentos,
         (select count(*)::int from os where empresa_id = $1) as oss
       from ar_titulos where empresa_id = $1`,
      [empresaId],
    )
  ).rows
  const seeded = `${stats.titulos} titles (${stats.abertos} open, ${stats.vencidos} overdue), ${stats.recebimentos} receipts, ${stats.oss} OS + 10 companies × 900 titles`
  return { cookie, empresaId, seeded }
}

/** The receivables list's requests (filters, summary cards, PIX codes) and the dashboard. */
function financeiroRows(cliente_id: string): BenchRow[] {
  const hoje = new Date().toISOString().slice(0, 10)
  const mesPassado = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  return [
    ['GET /api/titulos (page 1 + cards + PIX)', '/api/titulos'],
    ['GET /api/titulos?status=vencido', '/api/titulos?status=vencido'],
    ['GET /api/titulos?status=aberto&page=20', '/api/titulos?status=aberto&page=20'],
    ['GET /api/titulos?status=pago&page=500', '/api/titulos?status=pago&page=500'],
    ['GET /api/titulos?cliente_id=…', `/api/titulos?cliente_id=${cliente_id}`],
    ['GET /api/titulos?de=…&ate=… (30 days)', `/api/titulos?de=${mesPassado}&ate=${hoje}`],
    ['GET /api/dashboard', '/api/dashboard'],
  ]
}

/** The companies of `seedFinanceiro`: the big one's admin cookie and the rows to measure on it. */
export async function financeiroDataset(port: number, client: pg.Client, titulos: number) {
  const { cookie, empresaId, seeded } = await seedFinanceiro(port, client, titulos)
  const [{ cliente_id }] = (
    await client.query(
      `select cliente_id from ar_titulos where empresa_id = $1 and status = 'aberto' order by vencimento desc limit 1`,
      [empresaId],
    )
  ).rows
  return { cookie, rows: financeiroRows(cliente_id), seeded }
}
