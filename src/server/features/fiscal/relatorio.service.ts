import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { NotasPage, NotasTotais, notasListQuery } from '../../../shared/fiscal/relatorio.schemas'
import type { Executor } from '../../db/client'
import { literalLimit, offsetOf } from '../../db/pagination'
import { notasFiscais, os } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { notaParaView, selectNotas } from './nota-view'

type ListQuery = z.output<typeof notasListQuery>
/** The filters shared by the list, the export and the cards (no page). */
export type FiltrosNotas = Pick<ListQuery, 'de' | 'ate' | 'situacao' | 'cliente_id' | 'q'>

// Accent- and case-insensitive, as the registers' search (migration 0020's functions).
const contem = (coluna: SQL | typeof os.numero_os, termo: string) =>
  sql`bancada_busca_texto(coalesce(${coluna}, '')) like bancada_busca_padrao(${termo})`

/**
 * The company's notes matching the filters. `q` finds a note by its number, its OS's number or the
 * tomador's name; the period is the competência (the month the note belongs to), both ends included.
 * The queries using it join the OS (selectNotas).
 */
export function notasFilter(empresaId: string, f: FiltrosNotas): SQL {
  const q = f.q?.trim()
  return and(
    eq(notasFiscais.empresa_id, empresaId),
    f.de ? gte(notasFiscais.competencia, f.de) : undefined,
    f.ate ? lte(notasFiscais.competencia, f.ate) : undefined,
    f.situacao ? eq(notasFiscais.situacao, f.situacao) : undefined,
    f.cliente_id ? eq(notasFiscais.cliente_id, f.cliente_id) : undefined,
    q
      ? or(
          contem(sql`${notasFiscais.numero}`, q),
          contem(os.numero_os, q),
          contem(sql`${notasFiscais.tomador_nome}`, q),
        )
      : undefined,
  )!
}

/** Newest first: the latest competência, then the latest attempt. */
export const notasOrderBy = [
  desc(notasFiscais.competencia),
  desc(notasFiscais.criado_em),
  desc(notasFiscais.id),
]

const autorizada = sql`${notasFiscais.situacao} = 'autorizada'`

/**
 * How many notes match (for the pages) and the cards: only authorized notes count, so a cancelled
 * note (no fiscal effect) and a failed or pending attempt never add to the services or the ISS.
 */
async function contarETotalizar(tx: Executor, filter: SQL) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      quantidade: sql<number>`(count(*) filter (where ${autorizada}))::int`,
      valor_servicos: sql<number>`coalesce(sum(${notasFiscais.valor_servicos}) filter (where ${autorizada}), 0)::bigint`,
      valor_iss: sql<number>`coalesce(sum(${notasFiscais.valor_iss}) filter (where ${autorizada}), 0)::bigint`,
      valor_iss_retido: sql<number>`coalesce(sum(${notasFiscais.valor_iss}) filter (where ${autorizada} and ${notasFiscais.iss_retido}), 0)::bigint`,
    })
    .from(notasFiscais)
    .innerJoin(os, and(eq(os.empresa_id, notasFiscais.empresa_id), eq(os.id, notasFiscais.os_id)))
    .where(filter)
  const totais: NotasTotais = {
    quantidade: Number(row!.quantidade),
    valor_servicos: Number(row!.valor_servicos),
    valor_iss: Number(row!.valor_iss),
    valor_iss_retido: Number(row!.valor_iss_retido),
  }
  return { total: Number(row!.total), totais }
}

/**
 * GET /api/notas-fiscais: a page of the filtered notes, newest first, with the exact count and the
 * cards. Offset pages: a workshop issues tens to hundreds of notes a month and the filters keep to an
 * index on (empresa_id, competencia).
 */
export function listarNotas(db: Executor, tenant: Tenant, query: ListQuery): Promise<NotasPage> {
  return readTenant(db, tenant, async (tx) => {
    const filter = notasFilter(tenant.empresaId, query)
    const { total, totais } = await contarETotalizar(tx, filter)
    const rows = await selectNotas(tx)
      .where(filter)
      .orderBy(...notasOrderBy)
      .limit(literalLimit(query.pageSize))
      .offset(offsetOf(query.page, query.pageSize))
    return {
      items: rows.map(notaParaView),
      total,
      totalExact: true,
      page: query.page,
      pageSize: query.pageSize,
      totais,
    }
  })
}
