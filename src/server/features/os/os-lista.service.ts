import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { isValidPlaca, placaVariants } from '../../../shared/documentos/placa'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { OsListPage, osListQuery } from '../../../shared/os/os.schemas'
import type { Database } from '../../db/client'
import { queryRows, type Tx } from '../../db/client'
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
  if (full) return eq(os.numero_os, `OS-${full[1]}-${full[2].replace(/^0+(?=\d)/, '').padStart(4, '0')}`)
  if (/^\d{1,9}$/.test(term)) return eq(os.sequencia, Number(term))
  return undefined
}

/**
 * `q` finds an OS by number, client (name, document, phone) or plate (either form), as the spec's search.
 * Each way is its own indexed lookup, united by id: an OR across columns would scan every OS.
 */
function matchesTermo(tenant: Tenant, q: string | undefined): SQL | undefined {
  const term = q?.trim()
  if (!term) return undefined
  const empresa = tenant.empresaId
  const plate = isValidPlaca(term)
    ? inArray(veiculos.placa, placaVariants(term))
    : matchesBusca(veiculos.busca, term, term.replace('-', ''))
  const numero = numeroMatching(term)
  const byNumero = numero
    ? sql`select ${os.id} from ${os} where ${os.empresa_id} = ${empresa} and ${numero} union `
    : sql``
  return sql`${os.id} in (
    ${byNumero}select ${os.id} from ${os} where ${os.empresa_id} = ${empresa} and ${os.cliente_id} in (
      select ${clientes.id} from ${clientes} where ${clientes.empresa_id} = ${empresa} and ${matchesBusca(clientes.busca, term)})
    union
    select ${os.id} from ${os} where ${os.empresa_id} = ${empresa} and ${os.veiculo_id} in (
      select ${veiculos.id} from ${veiculos} where ${veiculos.empresa_id} = ${empresa} and ${plate}))`
}

/** The filters of SPEC §2's OS list, as one condition (undefined when nothing is filtered). */
export function osFilter(tenant: Tenant, query: ListQuery): SQL | undefined {
  return and(
    query.status ? eq(os.status, query.status) : undefined,
    query.prioridade ? eq(os.prioridade, query.prioridade) : undefined,
    query.cliente_id ? eq(os.cliente_id, query.cliente_id) : undefined,
    query.tecnico_id ? eq(os.tecnico_responsavel_id, query.tecnico_id) : undefined,
    query.de ? gte(os.data_abertura, query.de) : undefined,
    query.ate ? lte(os.data_abertura, query.ate) : undefined,
    matchesTermo(tenant, query.q),
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
export function selectOsRows<E extends Record<string, SQL>>(tx: Tx, extra?: E) {
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
})

type Resumo = OsListPage['resumo']

/**
 * The four cards over the company's open OS (SPEC §2, §4) as one JSON value: a partial index holds only
 * open OS, so the cost follows the work in progress, not the company's whole history. The total comes
 * from `contagens`. Selected next to the page's columns it is computed once (an uncorrelated subquery).
 */
function resumoOf(tenant: Tenant, hoje: string): SQL<Resumo> {
  return sql<Resumo>`(select json_build_object(
      'total', coalesce((select ${contagens.total} from ${contagens} where ${contagens.empresa_id} = ${tenant.empresaId} and ${contagens.tabela} = 'os'), 0),
      'abertas', count(*),
      'atrasadas', count(*) filter (where ${os.previsao_entrega} < ${hoje}),
      'valor_aberto', coalesce(sum(${os.total_geral}), 0))
    from ${os}
    where ${os.empresa_id} = ${tenant.empresaId} and ${os.status} not in ('concluido', 'entregue', 'cancelado'))`
}

// json_build_object writes bigint sums as JSON numbers; money stays far below 2^53 centavos.
const presentResumo = (r: Resumo): Resumo => ({
  total: Number(r.total),
  abertas: Number(r.abertas),
  atrasadas: Number(r.atrasadas),
  valor_aberto: Number(r.valor_aberto),
})

/** GET /api/os */
export function listOs(db: Database, tenant: Tenant, query: ListQuery): Promise<OsListPage> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const filter = osFilter(tenant, query)
    const orderBy = osOrderBy(query)
    const page = { empresaId: tenant.empresaId, filter, orderBy, page: query.page, pageSize: query.pageSize }
    // The page, its total and (unless remembered) the cards in one statement; an empty page asks apart.
    const cached = osResumoCache.get(tenant.empresaId, hoje)
    const generation = osResumoCache.generation(tenant.empresaId)
    const rows = await selectOsRows(tx, {
      _total: totalOf(tx, os, tenant.empresaId, filter),
      ...(cached ? {} : { _resumo: resumoOf(tenant, hoje) }),
    })
      .where(inPage(tx, os, page))
      .orderBy(...orderBy)
    const resumo =
      cached ??
      presentResumo(
        (rows[0] as { _resumo?: Resumo } | undefined)?._resumo ??
          (await queryRows<{ r: Resumo }>(tx, sql`select ${resumoOf(tenant, hoje)} as r`))[0].r,
      )
    if (!cached) osResumoCache.set(tenant.empresaId, hoje, resumo, generation)
    return {
      items: rows.map(presentRow),
      ...(await totalOfPage(tx, os, page, rows)),
      page: query.page,
      pageSize: query.pageSize,
      resumo,
      hoje,
    }
  })
}
