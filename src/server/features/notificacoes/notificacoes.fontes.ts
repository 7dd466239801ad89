import { type SQL, sql } from 'drizzle-orm'
import { MAX_POR_TIPO } from '../../../shared/notificacoes/montar-notificacoes'

/** What every source query needs: the company, its "today" and zone, the user, and the events' window start. */
export interface Contexto {
  empresaId: string
  userId: string
  /** yyyy-MM-dd in the company's zone. */
  hoje: string
  fusoHorario: string
  /** ISO instant: approvals and accepted invitations from then on are news. */
  eventosDesde: string
  /** ISO instant of the request ("now" of the appointments' windows; injectable for tests). */
  agora: string
}

/** `{ total, itens }` of one source: a count and its newest rows (never more than the bell shows). */
export const fonte = (total: SQL, itens: SQL) =>
  sql`json_build_object('total', ${total}, 'itens', (select coalesce(json_agg(x), '[]'::json) from (${itens} limit ${MAX_POR_TIPO}) x))`

/** Midnight starting the day after `date`, in the company's zone: when a due date has passed. */
const diaSeguinte = (date: SQL, c: Contexto) => sql`((${date} + 1)::timestamp at time zone ${c.fusoHorario})`

/**
 * Open titles due before today (DESIGN §6 vencido). The count and the overdue balance come from the
 * per-day sums kept by triggers (decision 007); the newest titles from the partial index of open titles.
 */
export const titulosVencidos = (c: Contexto) => sql`json_build_object(
  'saldo', (select coalesce(sum(saldo), 0) from titulos_abertos_dia where empresa_id = ${c.empresaId} and vencimento < ${c.hoje}),
  'fonte', ${fonte(
    sql`(select coalesce(sum(quantidade), 0) from titulos_abertos_dia where empresa_id = ${c.empresaId} and vencimento < ${c.hoje})`,
    sql`select t.id, o.numero_os, cl.nome_razao as cliente, t.parcela, t.vencimento, t.valor - t.valor_pago as saldo,
          greatest(${diaSeguinte(sql`t.vencimento`, c)}, t.criado_em) as desde
        from ar_titulos t
        join os o on o.empresa_id = t.empresa_id and o.id = t.os_id
        join clientes cl on cl.empresa_id = t.empresa_id and cl.id = t.cliente_id
        where t.empresa_id = ${c.empresaId} and t.status = 'aberto' and t.vencimento < ${c.hoje}
        order by t.vencimento desc, t.id desc`,
  )})`

// The same condition as the OS list's 'OS Atrasadas' card, so the partial index of open OS serves it.
const osAtrasadaWhere = (c: Contexto) =>
  sql`o.empresa_id = ${c.empresaId} and o.status not in ('concluido', 'entregue', 'cancelado') and o.previsao_entrega < ${c.hoje}`

/** Open OS whose forecast delivery date has passed. */
export const osAtrasadas = (c: Contexto) =>
  fonte(
    sql`(select count(*) from os o where ${osAtrasadaWhere(c)})`,
    sql`select o.id, o.numero_os, cl.nome_razao as cliente, o.previsao_entrega,
          greatest(${diaSeguinte(sql`o.previsao_entrega`, c)}, o.criado_em) as desde
        from os o
        left join clientes cl on cl.empresa_id = o.empresa_id and cl.id = o.cliente_id
        where ${osAtrasadaWhere(c)}
        order by o.previsao_entrega desc, o.id desc`,
  )

const estoqueBaixoWhere = (c: Contexto) =>
  sql`p.empresa_id = ${c.empresaId} and p.controla_estoque and p.estoque_atual <= p.estoque_minimo`

/**
 * Stock-controlled products at or below their minimum (SPEC §2's red badge). The situation began with
 * the product's last stock movement (an OS conclusion or an adjustment), or its creation.
 */
export const estoqueBaixo = (c: Contexto) =>
  fonte(
    sql`(select count(*) from produtos p where ${estoqueBaixoWhere(c)})`,
    sql`select p.id, p.sku, p.descricao, p.unidade, p.estoque_atual, p.estoque_minimo,
          greatest(p.criado_em, (select max(m.criado_em) from estoque_movimentos m
            where m.empresa_id = p.empresa_id and m.produto_id = p.id)) as desde
        from produtos p
        where ${estoqueBaixoWhere(c)}
        order by desde desc, p.id desc`,
  )

// Someone else's approval: the user's own click is not news to them.
const aprovacaoWhere = (c: Contexto) =>
  sql`h.empresa_id = ${c.empresaId} and h.para_status = 'aprovado' and h.criado_em >= ${c.eventosDesde}::timestamptz
    and h.user_id is distinct from ${c.userId}::uuid`

/**
 * Quotes approved in the last days, from the OS history (DESIGN §5: every transition is recorded with
 * who and how; a customer's approval on the public quote page is recorded with origem 'portal').
 */
export const orcamentosAprovados = (c: Contexto) =>
  fonte(
    sql`(select count(*) from os_historico h where ${aprovacaoWhere(c)})`,
    sql`select h.id, h.os_id, o.numero_os, cl.nome_razao as cliente, h.origem,
          coalesce(h.nome_cliente, u.name) as quem, h.criado_em as desde
        from os_historico h
        join os o on o.empresa_id = h.empresa_id and o.id = h.os_id
        left join clientes cl on cl.empresa_id = o.empresa_id and cl.id = o.cliente_id
        left join users u on u.id = h.user_id
        where ${aprovacaoWhere(c)}
        order by h.criado_em desc, h.id desc`,
  )

const recusaWhere = (c: Contexto) =>
  sql`h.empresa_id = ${c.empresaId} and h.evento = 'orcamento_recusado' and h.criado_em >= ${c.eventosDesde}::timestamptz`

/**
 * Quotes the customer refused on the quote page in the last days, with the name typed and, while that
 * refusal is still the OS's (both written in one transaction, so at the same now()), the reason.
 */
export const orcamentosRecusados = (c: Contexto) =>
  fonte(
    sql`(select count(*) from os_historico h where ${recusaWhere(c)})`,
    sql`select h.id, h.os_id, o.numero_os, cl.nome_razao as cliente, h.nome_cliente as quem,
          case when o.orcamento_recusado_em = h.criado_em then o.orcamento_recusa_motivo end as motivo,
          h.criado_em as desde
        from os_historico h
        join os o on o.empresa_id = h.empresa_id and o.id = h.os_id
        left join clientes cl on cl.empresa_id = o.empresa_id and cl.id = o.cliente_id
        where ${recusaWhere(c)}
        order by h.criado_em desc, h.id desc`,
  )

/** PIX the company's bank reported in the last days (issue 24), newest first, with the title settled. */
export const pixRecebidos = (c: Contexto) =>
  fonte(
    sql`(select count(*) from pix_recebidos p where p.empresa_id = ${c.empresaId} and p.horario >= ${c.eventosDesde}::timestamptz)`,
    sql`select p.id, p.valor, p.situacao, o.numero_os, cl.nome_razao as cliente, p.pagador_nome as pagador,
          p.horario as desde
        from pix_recebidos p
        left join ar_titulos t on t.empresa_id = p.empresa_id and t.id = p.titulo_id
        left join os o on o.empresa_id = t.empresa_id and o.id = t.os_id
        left join clientes cl on cl.empresa_id = t.empresa_id and cl.id = t.cliente_id
        where p.empresa_id = ${c.empresaId} and p.horario >= ${c.eventosDesde}::timestamptz
        order by p.horario desc, p.id desc`,
  )

// A company has a handful of invitations: its rows are read without a dedicated index.
const conviteWhere = (c: Contexto) =>
  sql`cv.empresa_id = ${c.empresaId} and cv.aceito_em >= ${c.eventosDesde}::timestamptz`

/** Invitations accepted in the last days (admins only: they manage users). */
export const convitesAceitos = (c: Contexto) =>
  fonte(
    sql`(select count(*) from convites cv where ${conviteWhere(c)})`,
    sql`select cv.id, cv.email, cv.role, cv.aceito_em as desde
        from convites cv
        where ${conviteWhere(c)}
        order by cv.aceito_em desc, cv.id desc`,
  )
