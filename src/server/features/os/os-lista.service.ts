import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { isValidPlaca, placaVariants } from '../../../shared/documentos/placa'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { OsListPage, osListQuery } from '../../../shared/os/os.schemas'
import type { Database } from '../../db/client'
import { type Executor, queryRows, runPrepared } from '../../db/client'
import { inPage, matchesBusca, totalOf, totalOfPage } from '../../db/pagination'
import { clientes, contagens, os, tecnicos, veiculos } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { osResumoCache } from './os-resumo-cache'

type ListQuery = z.output<typeof osListQuery>

/**
 * The number part of a search: a full number ('OS-2026-0042', any case, padding optional) is an exact
 * lookup; digits alone ('42') find that sequence in any year.
 */
export function numeroMatching(term: string): SQL | undefined {
  const full = /^os-?(\d{4})-(\d{1,9})$/i.exec(term)
  if (full) {
    const numero = `OS-${full[1]}-${full[2].replace(/^0+(?=\d)/, '').padStart(4, '0')}`
    return eq(os.numero_os, numero)
  }
  if (/^\d{1,9}$/.test(term)) return eq(os.sequencia, Number(term))
  return undefined
}

/**
 * `q` finds an OS by number, client (name, document, phone) or plate (either form), as the spec's search.
 * The clients and vehicles found become arrays (`= any(array(…))`), so each way is an index lookup on
 * `os` and PostgreSQL ORs them as bitmaps: one pass over the matching OS rows, which also carries the sort
 * key, instead of uniting their ids and fetching each row again.
 */
export function matchesTermo(empresa: string, q: string | undefined): SQL | undefined {
  const term = q?.trim()
  if (!term) return undefined
  const plate = isValidPlaca(term)
    ? inArray(veiculos.placa, placaVariants(term))
    : matchesBusca(veiculos.busca, term, term.replace('-', ''))
  const numero = numeroMatching(term)
  return sql`(${numero ? sql`${numero} or ` : sql``}${os.cliente_id} = any(array(
      select ${clientes.id} from ${clientes} where ${clientes.empresa_id} = ${empresa} and ${matchesBusca(clientes.busca, term)}))
    or ${os.veiculo_id} = any(array(
      select ${veiculos.id} from ${veiculos} where ${veiculos.empresa_id} = ${empresa} and ${plate})))`
}

/**
 * A quote the customer refused that still waits for the shop, written out (not a parameter) so the
 * partial index of refused quotes serves it.
 */
export const recusadoPeloCliente = sql`(${os.status} = 'orcamento_enviado' and ${os.orcamento_recusado_em} is not null)`

/**
 * The filters of SPEC §2's OS list, as one condition (undefined when nothing is filtered).
 */
export function osFilter(empresaId: string, query: ListQuery): SQL | undefined {
  return and(
    query.status ? eq(os.status, query.status) : undefined,
    query.prioridade ? eq(os.prioridade, query.prioridade) : undefined,
    query.cliente_id ? eq(os.cliente_id, query.cliente_id) : undefined,
    query.tecnico_id ? eq(os.tecnico_responsavel_id, query.tecnico_id) : undefined,
    query.recusado ? recusadoPeloCliente : undefined,
    query.de ? gte(os.data_abertura, query.de) : undefined,
    query.ate ? lte(os.data_abertura, query.ate) : undefined,
    matchesTermo(empresaId, query.q),
  )
}

/** Server-side sort; every order ends with a unique column so pages never overlap. */
export function osOrderBy(query: Pick<ListQuery, 'sort' | 'dir'>): Array<SQL | PgColumn> {
  const dir = query.dir === 'asc' ? asc : desc
  switch (query.sort) {
    case 'numero_os':
      return [dir(os.numero_os)]
    case 'previsao_entrega':
      return [sql`${os.previsao_entrega} ${sql.raw(query.dir)} nulls last`, dir(os.id)]
    case 'total_geral':
      return [dir(os.total_geral), dir(os.id)]
    default:
      return [dir(os.criado_em), dir(os.id)]
  }
}

/** The list's rows with client, vehicle and technician (and any `extra` column, such as a page's total). */
export function selectOsRows<E extends Record<string, SQL>>(tx: Executor, extra?: E) {
  return tx
    .select({
      ...(extra as E),
      id: os.id,
      numero_os: os.numero_os,
      status: os.status,
      prioridade: os.prioridade,
      cliente_nome: clientes.nome_razao,
      veiculo_marca: veiculos.marca,
      veiculo_modelo: veiculos.modelo,
      veiculo_placa: veiculos.placa,
      tecnico_nome: tecnicos.nome,
      data_abertura: os.data_abertura,
      previsao_entrega: os.previsao_entrega,
      total_geral: os.total_geral,
      criado_em: os.criado_em,
      recusado: sql<boolean>`${recusadoPeloCliente}`,
    })
    .from(os)
    .leftJoin(clientes, and(eq(clientes.empresa_id, os.empresa_id), eq(clientes.id, os.cliente_id)))
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, os.empresa_id), eq(veiculos.id, os.veiculo_id)))
    .leftJoin(
      tecnicos,
      and(eq(tecnicos.empresa_id, os.empresa_id), eq(tecnicos.id, os.tecnico_responsavel_id)),
    )
}

export type OsRowListed = Awaited<
  ReturnType<ReturnType<typeof selectOsRows<Record<never, SQL>>>['execute']>
>[number]

export const presentRow = (r: OsRowListed) => ({
  id: r.id,
  numero_os: r.numero_os,
  status: r.status,
  prioridade: r.prioridade,
  cliente_nome: r.cliente_nome,
  veiculo: r.veiculo_placa
    ? { marca: r.veiculo_marca!, modelo: r.veiculo_modelo!, placa: r.veiculo_placa }
    : null,
  tecnico_nome: r.tecnico_nome,
  data_abertura: r.data_abertura,
  previsao_entrega: r.previsao_entrega,
  total_geral: r.total_geral,
  criado_em: r.criado_em.toISOString(),
  recusado: r.recusado,
})

type Resumo = OsListPage['resumo']

/**
 * The four cards over the company's open OS (SPEC §2, §4) as one JSON value: a partial index holds only
 * open OS, so the cost follows the work in progress, not the company's whole history. The total comes
 * from `contagens`. Selected next to the page's columns it is computed once (an uncorrelated subquery).
 */
function resumoOf(empresaId: string, hoje: string): SQL<Resumo> {
  return sql<Resumo>`(select json_build_object(
      'total', coalesce((select ${contagens.total} from ${contagens} where ${contagens.empresa_id} = ${empresaId} and ${contagens.tabela} = 'os'), 0),
      'abertas', count(*),
      'atrasadas', count(*) filter (where ${os.previsao_entrega} < ${hoje}),
      'valor_aberto', coalesce(sum(${os.total_geral}), 0))
    from ${os}
    where ${os.empresa_id} = ${empresaId} and ${os.status} not in ('concluido', 'entregue', 'cancelado'))`
}

// json_build_object writes bigint sums as JSON numbers; money stays far below 2^53 centavos.
const presentResumo = (r: Resumo): Resumo => ({
  total: Number(r.total),
  abertas: Number(r.abertas),
  atrasadas: Number(r.atrasadas),
  valor_aberto: Number(r.valor_aberto),
})

type OsPageRow = OsRowListed & { _total: number; _resumo?: Resumo }

/** GET /api/os */
export function listOs(db: Database, tenant: Tenant, query: ListQuery): Promise<OsListPage> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const empresaId = tenant.empresaId
    // The page, its total and (unless remembered) the cards in one statement; an empty page asks apart.
    const cached = osResumoCache.get(empresaId, hoje)
    const generation = osResumoCache.generation(empresaId)
    const filter = osFilter(empresaId, query)
    const cards: Record<string, SQL> = cached ? {} : { _resumo: resumoOf(empresaId, hoje) }
    const page = { empresaId, filter, orderBy: osOrderBy(query), page: query.page, pageSize: query.pageSize }
    const statement = selectOsRows(tx, { _total: totalOf(tx, os, empresaId, filter), ...cards })
      .where(inPage(tx, os, page))
      .orderBy(...page.orderBy)
    // Without a free-text search the best plan does not depend on the values: prepared (runPrepared).
    const rows: OsPageRow[] = query.q?.trim() ? await statement : await runPrepared(statement)
    const resumo =
      cached ??
      presentResumo(
        rows[0]?._resumo ??
          (await queryRows<{ r: Resumo }>(tx, sql`select ${resumoOf(empresaId, hoje)} as r`))[0].r,
      )
    if (!cached) osResumoCache.set(empresaId, hoje, resumo, generation)
    return {
      items: rows.map(presentRow),
      ...(await totalOfPage(tx, os, { empresaId, page: query.page, filter }, rows)),
      page: query.page,
      pageSize: query.pageSize,
      resumo,
      hoje,
    }
  })
}
