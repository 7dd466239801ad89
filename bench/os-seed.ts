// The OS benchmark's data, shared by bench:os, bench:busca and bench:ab: 50 small companies and one with
// many OS, and the requests bench:os measures on it.
import type pg from 'pg'
import { type BenchRow, empresaIdOf, signUpCookie } from './bench-server'

/**
 * Clients, vehicles, a service, a product and `rows` OS (mostly delivered, some open) with two lines each,
 * numbered as the app numbers them (OS-2025-0042, sequence 42).
 */
export async function seedOs(client: pg.Client, empresaId: string, rows: number) {
  const clientes = Math.max(10, Math.floor(rows / 10))
  await client.query(
    `insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao, celular)
     select $1::uuid, 'juridica', 'B' || md5($1::text || s)::varchar(13), 'Cliente ' || s || ' ' || (array['Silva','Souza','Lima','Costa'])[1 + s % 4], '119' || lpad(s::text, 8, '0')
     from generate_series(1, $2) s`,
    [empresaId, clientes],
  )
  await client.query(
    `insert into veiculos (empresa_id, cliente_id, marca, modelo, placa)
     select empresa_id, id, 'Fiat', 'Uno', upper(substr(md5(id::text), 1, 3)) || (row_number() over ())::text
     from clientes where empresa_id = $1`,
    [empresaId],
  )
  // Fresh statistics after each bulk insert: the next insert's foreign-key checks would otherwise plan
  // for empty tables (a scan per row).
  await client.query('analyze clientes, veiculos')
  const [{ servico }] = (
    await client.query(
      `insert into servicos_catalogo (empresa_id, codigo, descricao, preco_publico) values ($1, 'SRV-B', 'Funilaria', 35000) returning id as servico`,
      [empresaId],
    )
  ).rows
  const [{ produto }] = (
    await client.query(
      `insert into produtos (empresa_id, sku, descricao, preco_publico, controla_estoque, estoque_atual) values ($1, 'TINTA', 'Tinta', 8990, true, 1000) returning id as produto`,
      [empresaId],
    )
  ).rows
  await client.query(
    `with c as (select c.id as cliente_id, v.id as veiculo_id, row_number() over () as n
                from clientes c join veiculos v on v.empresa_id = c.empresa_id and v.cliente_id = c.id where c.empresa_id = $1)
     insert into os (empresa_id, numero_os, sequencia, cliente_id, veiculo_id, status, prioridade, data_abertura, previsao_entrega,
                     subtotal_servicos, subtotal_produtos, total_geral, criado_em)
     select $1::uuid, 'OS-2025-' || lpad(s::text, greatest(4, length(s::text)), '0'), s, c.cliente_id, c.veiculo_id,
            case when s % 50 = 0 then 'em_execucao' when s % 50 = 1 then 'rascunho' when s % 50 = 2 then 'aguardando_peca' when s % 97 = 0 then 'cancelado' else 'entregue' end,
            (array['baixa','media','alta'])[1 + s % 3], current_date - (s % 700), current_date - (s % 700) + 7,
            35000, 17980, 52980, now() - make_interval(mins => $2 - s)
     from generate_series(1, $2) s join c on c.n = 1 + s % $3`,
    [empresaId, rows, clientes],
  )
  // Fresh statistics first: the lines' foreign-key checks would otherwise plan for an empty `os`.
  await client.query('analyze os')
  await client.query(
    `insert into os_itens (empresa_id, os_id, ordem, tipo, referencia_id, descricao, quantidade, valor_unitario, subtotal)
     select empresa_id, id, 0, 'servico', $2::uuid, 'Funilaria', 1, 35000, 35000 from os where empresa_id = $1
     union all
     select empresa_id, id, 1, 'produto', $3::uuid, 'Tinta', 2, 8990, 17980 from os where empresa_id = $1`,
    [empresaId, servico, produto],
  )
  return { servico, produto }
}

/**
 * 50 companies with 300 OS each, then one company with `rows` OS (its admin signed up through the API),
 * with fresh statistics. Answers that company's admin cookie, id, service and product.
 */
export async function seedOsCompanies(port: number, client: pg.Client, rows: number) {
  for (let i = 0; i < 50; i++) await seedOs(client, await empresaIdOf(port, await signUpCookie(port)), 300)
  const cookie = await signUpCookie(port)
  const empresaId = await empresaIdOf(port, cookie)
  const { servico, produto } = await seedOs(client, empresaId, rows)
  for (const table of ['clientes', 'veiculos', 'os', 'os_itens'])
    await client.query(`vacuum analyze ${table}`)
  // The bulk load's pages written out now, not by the checkpointer while the first endpoint is measured.
  await client.query('checkpoint')
  // The triggers counted the seeded rows already; nothing else to prepare.
  return { cookie, empresaId, servico, produto }
}

/** The OS list's requests (filters, search, sort, summary cards) and an OS created with 5 lines. */
function osRows(cliente_id: string, nome: string, servico: string, produto: string): BenchRow[] {
  const novaOs = {
    cliente_id,
    itens: [
      ...Array.from({ length: 3 }, () => ({
        tipo: 'servico',
        referencia_id: servico,
        quantidade: 1,
        valor_unitario: 35000,
      })),
      ...Array.from({ length: 2 }, () => ({
        tipo: 'produto',
        referencia_id: produto,
        quantidade: 2,
        valor_unitario: 8990,
      })),
    ],
  }
  return [
    ['GET /api/os (page 1 + cards)', '/api/os'],
    ['GET /api/os?status=em_execucao', '/api/os?status=em_execucao'],
    ['GET /api/os?prioridade=alta&page=50', '/api/os?prioridade=alta&page=50'],
    ['GET /api/os?sort=total_geral', '/api/os?sort=total_geral&dir=desc'],
    ['GET /api/os?q=<number>', '/api/os?q=OS-2025-12345'],
    ['GET /api/os?q=<client name>', `/api/os?q=${encodeURIComponent(nome)}`],
    ['GET /api/os?cliente_id=…', `/api/os?cliente_id=${cliente_id}`],
    ['POST /api/os (5 lines)', '/api/os', { method: 'POST', body: novaOs }],
  ]
}

/** The companies of `seedOsCompanies`: the big one's admin cookie and the rows to measure on it. */
export async function osDataset(port: number, client: pg.Client, rows: number) {
  const { cookie, empresaId, servico, produto } = await seedOsCompanies(port, client, rows)
  const [{ cliente_id, nome }] = (
    await client.query(
      `select c.id as cliente_id, c.nome_razao as nome from os join clientes c on c.id = os.cliente_id where os.empresa_id = $1 limit 1`,
      [empresaId],
    )
  ).rows
  return {
    cookie,
    rows: osRows(cliente_id, nome, servico, produto),
    seeded: `${rows} OS (+ ${2 * rows} lines) and 50 companies × 300`,
  }
}
