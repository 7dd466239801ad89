import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type {
  AtividadesPage,
  AtividadesUsuarios,
  AtividadeView,
  FiltrosAtividades,
} from '../../../shared/atividades/atividades.schemas'
import { ocultoNoRegistro } from '../../../shared/atividades/visibilidade'
import type { Executor } from '../../db/client'
import { queryRows } from '../../db/client'
import { atividades, membros, users } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'

/**
 * A search reads at most this many of the filtered entries per page (newest first), then continues from
 * where it stopped: matching free text in the changed values has no index, so an unbounded search over
 * millions of entries would read them all to find a rare term. Measured in bench/atividades.bench.ts.
 */
export const JANELA_DA_BUSCA = 5_000
/** The export's cap: a spreadsheet of the log, not a backup of it. */
export const LIMITE_DA_EXPORTACAO = 20_000
/** The export's search window (as JANELA_DA_BUSCA, once). */
const JANELA_DA_EXPORTACAO = 200_000

const somarUmDia = (dia: string) => {
  const d = new Date(`${dia}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
// Midnight of a calendar day in the company's zone (the period is the company's days).
const inicioDoDia = (dia: string, fuso: string) => sql`(${dia}::date::timestamp at time zone ${fuso})`

/**
 * The first entry id written at or after `instante` (the period index), minus an hour of slack: ids grow
 * with time, but an entry's time is its transaction's start, so a long transaction's entries may carry
 * an earlier time than an id before them. The exact period stays in the filter on criado_em; the id bound
 * lets PostgreSQL read a user's or an entity's entries of a period far back through their own index, by
 * id, instead of reading every newer one (it cannot tell that time and id go together).
 */
const primeiroIdDesde = (empresaId: string, instante: SQL) =>
  sql`(select a.id from atividades a where a.empresa_id = ${empresaId}
    and a.criado_em >= ${instante} - interval '1 hour' order by a.criado_em, a.id limit 1)`

/**
 * What the reader may see of the log (shared/atividades/visibilidade.ts), in SQL: the entries of hidden
 * entidades are never read and the hidden columns leave `campos` before the search looks at it, so pages,
 * the search window and the search itself only count what the reader gets. An update that changed only
 * hidden columns (a product's cost, say) is left out rather than shown empty.
 */
function parteDoLeitor(tenant: Tenant): { onde: SQL | undefined; campos: SQL; ocultas: string[] } {
  const oculto = ocultoNoRegistro(tenant)
  const comCampos = Object.entries(oculto.campos)
  const lista = (valores: string[]) =>
    sql.join(
      valores.map((v) => sql`${v}`),
      sql`, `,
    )
  const menos = (chaves: string[]) =>
    sql.join(
      chaves.map((c) => sql`- ${c}::text`),
      sql` `,
    )
  // Unqualified columns: the expression reads the table and the search's window alike.
  const ramos = comCampos.map(
    ([entidade, chaves]) => sql`when entidade = ${entidade} then campos ${menos(chaves)}`,
  )
  const campos = ramos.length ? sql`(case ${sql.join(ramos, sql` `)} else campos end)` : sql`campos`
  const onde = and(
    oculto.entidades.length ? sql`entidade not in (${lista(oculto.entidades)})` : undefined,
    ramos.length ? sql`(acao <> 'alterou' or campos is null or ${campos} <> '{}'::jsonb)` : undefined,
  )
  return { onde, campos, ocultas: oculto.entidades }
}

/** The filters but the search: each one an index can serve (PK, usuario_idx, entidade_idx, periodo_idx). */
function filtro(
  tenant: Tenant,
  f: FiltrosAtividades,
  leitor: ReturnType<typeof parteDoLeitor>,
  antes?: number,
): SQL {
  // An entidade the reader may not see: nothing to read (not a scan of its index that the other filter empties).
  if (f.entidade && leitor.ocultas.includes(f.entidade)) return sql`false`
  const fuso = tenant.empresa.fuso_horario
  const inicio = f.de ? inicioDoDia(f.de, fuso) : undefined
  const fim = f.ate ? inicioDoDia(somarUmDia(f.ate), fuso) : undefined
  return and(
    eq(atividades.empresa_id, tenant.empresaId),
    inicio ? gte(atividades.criado_em, inicio) : undefined,
    inicio ? sql`${atividades.id} >= ${primeiroIdDesde(tenant.empresaId, inicio)}` : undefined,
    fim ? lt(atividades.criado_em, fim) : undefined,
    fim
      ? // The coalesce inside its own subquery: row-level security keeps a condition with a bare coalesce out
        // of the index scan (not leakproof), and the far-past period read the user's newer entries (0.8 s at 5M).
        sql`${atividades.id} < (select coalesce(${primeiroIdDesde(tenant.empresaId, sql`${fim} + interval '2 hours'`)}, 9223372036854775807))`
      : undefined,
    f.usuario_id ? eq(atividades.usuario_id, f.usuario_id) : undefined,
    f.entidade ? eq(atividades.entidade, f.entidade) : undefined,
    f.entidade_id ? eq(atividades.entidade_id, f.entidade_id) : undefined,
    f.acao ? eq(atividades.acao, f.acao) : undefined,
    antes ? lt(atividades.id, antes) : undefined,
    leitor.onde,
  )!
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The search: a record's id (a UUID) finds its entries by entidade_id alone, cheaply; any other term is
 * looked for (accent- and case-insensitive, as the registers' search) in the record's id, the user's
 * name, the description and the changed values' text.
 */
const busca = (q: string, campos: SQL) =>
  UUID.test(q)
    ? sql`entidade_id = ${q.toLowerCase()}`
    : sql`(entidade_id = ${q}
  or bancada_busca_texto(coalesce(usuario_nome, '') || ' ' || coalesce(descricao, '') || ' ' || coalesce(${campos}::text, ''))
    like bancada_busca_padrao(${q}))`

/**
 * A record's id searched within one entidade is a filter instead: the (empresa_id, entidade, entidade_id,
 * id) index answers it whole, with no window. Without an entidade the window stays (no index starts with
 * entidade_id, and a missing id would read the whole log).
 */
function idComoFiltro<F extends FiltrosAtividades>(f: F): F {
  const q = f.q?.trim()
  return q && f.entidade && !f.entidade_id && UUID.test(q)
    ? { ...f, entidade_id: q.toLowerCase(), q: undefined }
    : f
}

// Aliased columns: every `order by` names its table's id (the alias `id` is text and would sort as text).
const colunas = (campos: SQL) => sql`id::text as id, to_json(criado_em) #>> '{}' as criado_em,
  usuario_id::text as usuario_id, usuario_nome, papel, origem, ip, user_agent, entidade, entidade_id, acao,
  ${campos} as campos, descricao, categoria`

type Linha = Omit<AtividadeView, 'id'> & { id: string }
const paraView = ({ id, ...resto }: Linha): AtividadeView => ({ ...resto, id: Number(id) })

/**
 * GET /api/atividades: newest first, from the cursor `antes`. Without a search, one index-ordered read
 * of `limite + 1` entries. With one, a window of JANELA_DA_BUSCA filtered entries is read and searched:
 * when it is full and the page is not, `proximo` is where the window stopped.
 */
export function listarAtividades(
  db: Executor,
  tenant: Tenant,
  pedido: FiltrosAtividades & { antes?: number; limite: number },
): Promise<AtividadesPage> {
  const query = idComoFiltro(pedido)
  return readTenant(db, tenant, async (tx) => {
    const leitor = parteDoLeitor(tenant)
    const where = filtro(tenant, query, leitor, query.antes)
    const q = query.q?.trim()
    if (!q) {
      const linhas = await queryRows<Linha>(
        tx,
        sql`select ${colunas(leitor.campos)} from atividades where ${where} order by atividades.id desc limit ${query.limite + 1}`,
      )
      return pagina(linhas, query.limite, null)
    }
    // The window streams in id order and the read stops at the page's last match: a common term costs a
    // page, not the whole window.
    const janela = (colunasDaJanela: SQL) =>
      sql`(select ${colunasDaJanela} from atividades where ${where} order by atividades.id desc limit ${JANELA_DA_BUSCA}) janela`
    const achadas = await queryRows<Linha>(
      tx,
      sql`select ${colunas(leitor.campos)} from ${janela(sql`*`)} where ${busca(q, leitor.campos)}
        order by janela.id desc limit ${query.limite + 1}`,
    )
    if (achadas.length > query.limite) return pagina(achadas, query.limite, null)
    // A page not filled read the whole window: when it was full, 'Carregar mais' goes on from its end.
    const [resumo] = await queryRows<{ fim: string | null; lidas: number }>(
      tx,
      sql`select min(janela.id)::text as fim, count(*)::int as lidas from ${janela(sql`atividades.id`)}`,
    )
    const janelaCheia = Number(resumo?.lidas ?? 0) >= JANELA_DA_BUSCA
    return pagina(achadas, query.limite, janelaCheia && resumo?.fim ? Number(resumo.fim) : null)
  })
}

function pagina(linhas: Linha[], limite: number, fimDaJanela: number | null): AtividadesPage {
  const items = linhas.slice(0, limite).map(paraView)
  if (linhas.length > limite) return { items, proximo: items[items.length - 1]!.id }
  return { items, proximo: fimDaJanela }
}

/** The export: every filtered entry, newest first, up to LIMITE_DA_EXPORTACAO. */
export function atividadesParaExportar(
  db: Executor,
  tenant: Tenant,
  pedido: FiltrosAtividades,
): Promise<AtividadeView[]> {
  const f = idComoFiltro(pedido)
  return readTenant(db, tenant, async (tx) => {
    const q = f.q?.trim()
    const leitor = parteDoLeitor(tenant)
    const where = filtro(tenant, f, leitor)
    const linhas = await queryRows<Linha>(
      tx,
      q
        ? sql`with janela as materialized (
              select * from atividades where ${where} order by id desc limit ${JANELA_DA_EXPORTACAO})
            select ${colunas(leitor.campos)} from janela where ${busca(q, leitor.campos)}
            order by janela.id desc limit ${LIMITE_DA_EXPORTACAO}`
        : sql`select ${colunas(leitor.campos)} from atividades where ${where}
            order by atividades.id desc limit ${LIMITE_DA_EXPORTACAO}`,
    )
    return linhas.map(paraView)
  })
}

/** GET /api/atividades/usuarios: the company's users (active or not), for the filter. */
export function usuariosDasAtividades(db: Executor, tenant: Tenant): Promise<AtividadesUsuarios> {
  return readTenant(db, tenant, async (tx) => {
    const items = await tx
      .select({ id: users.id, nome: users.name, papel: membros.role })
      .from(membros)
      .innerJoin(users, eq(users.id, membros.user_id))
      .where(eq(membros.empresa_id, tenant.empresaId))
      .orderBy(asc(users.name))
    return { items }
  })
}
