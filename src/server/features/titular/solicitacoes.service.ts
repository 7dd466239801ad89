import { sql } from 'drizzle-orm'
import { PRAZO_SOLICITACAO_DIAS } from '../../../shared/titular/titular'
import { titularMessages as m } from '../../../shared/titular/titular.messages'
import type {
  SolicitacaoBalcaoInput,
  SolicitacaoPortalView,
  SolicitacaoView,
  SolicitacoesView,
  StatusSolicitacao,
  TipoSolicitacao,
} from '../../../shared/titular/titular.schemas'
import { type Database, type Executor, queryRows } from '../../db/client'
import { readTenant, withTenant } from '../../db/with-tenant'
import { conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { exigirLinkValido, linkDoToken } from '../portal/portal-links'

const scope = (tenant: Tenant) => ({
  empresaId: tenant.empresaId,
  userId: tenant.userId,
  user: tenant.user,
  role: tenant.role,
})

const COLUNAS = sql`s.id, s.cliente_id, c.nome_razao as cliente_nome, s.tipo, s.origem, s.mensagem, s.status,
  s.criado_em, s.prazo_em, s.atendida_em, u.name as atendida_por_nome, s.resposta`

type Linha = Omit<SolicitacaoView, 'criado_em' | 'prazo_em' | 'atendida_em'> & {
  criado_em: Date | string
  prazo_em: Date | string
  atendida_em: Date | string | null
}
const iso = (v: Date | string) => new Date(v).toISOString()
const view = (l: Linha): SolicitacaoView => ({
  ...l,
  criado_em: iso(l.criado_em),
  prazo_em: iso(l.prazo_em),
  atendida_em: l.atendida_em ? iso(l.atendida_em) : null,
})

async function umaSolicitacao(tx: Executor, id: string) {
  const [l] = await queryRows<Linha>(
    tx,
    sql`select ${COLUNAS} from solicitacoes_titular s
      join clientes c on c.empresa_id = s.empresa_id and c.id = s.cliente_id
      left join users u on u.id = s.atendida_por
      where s.empresa_id = app_empresa_id() and s.id = ${id}`,
  )
  if (!l) throw notFound(m.solicitacaoNaoEncontrada)
  return view(l)
}

/**
 * A new request, or the same open one of that customer and kind (a second click, a second visit): the
 * legal deadline runs from the first. A per-customer lock makes two at once find each other.
 */
async function registrar(
  tx: Executor,
  clienteId: string,
  tipo: TipoSolicitacao,
  origem: 'portal' | 'balcao',
  mensagem: string | null,
): Promise<{ id: string; criada: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`titular:${clienteId}`}))`)
  const [aberta] = await queryRows<{ id: string }>(
    tx,
    sql`select id from solicitacoes_titular where empresa_id = app_empresa_id() and cliente_id = ${clienteId}
      and tipo = ${tipo} and status = 'aberta' order by criado_em limit 1`,
  )
  if (aberta) return { id: aberta.id, criada: false }
  const [nova] = await queryRows<{ id: string }>(
    tx,
    sql`insert into solicitacoes_titular (empresa_id, cliente_id, tipo, origem, mensagem, prazo_em)
      values (app_empresa_id(), ${clienteId}, ${tipo}, ${origem}, ${mensagem},
        now() + make_interval(days => ${PRAZO_SOLICITACAO_DIAS}))
      returning id`,
  )
  return { id: nova!.id, criada: true }
}

/** POST /api/public/orcamentos/:token/solicitacoes-titular: the quote link's customer asks. */
export function solicitarPeloPortal(
  db: Database,
  token: string,
  input: { tipo: 'exportacao' | 'exclusao'; mensagem: string | null },
): Promise<{ solicitacao: SolicitacaoPortalView; criada: boolean }> {
  return db.transaction(async (tx) => {
    const link = await linkDoToken(tx, token)
    exigirLinkValido(link)
    const [o] = await queryRows<{ cliente_id: string | null }>(
      tx,
      sql`select cliente_id from os where empresa_id = app_empresa_id() and id = ${link.os_id}`,
    )
    if (!o?.cliente_id) throw notFound(m.clienteNaoEncontrado)
    const { id, criada } = await registrar(tx, o.cliente_id, input.tipo, 'portal', input.mensagem)
    const s = await umaSolicitacao(tx, id)
    return {
      solicitacao: { id: s.id, tipo: s.tipo, status: s.status, criado_em: s.criado_em, prazo_em: s.prazo_em },
      criada,
    }
  })
}

/** POST /api/clientes/:id/solicitacoes-titular: a request made at the counter. */
export function solicitarNoBalcao(
  db: Database,
  tenant: Tenant,
  clienteId: string,
  input: { tipo: SolicitacaoBalcaoInput['tipo']; mensagem: string | null },
) {
  return withTenant(db, scope(tenant), async (tx) => {
    const [c] = await queryRows<{ id: string }>(
      tx,
      sql`select id from clientes where empresa_id = app_empresa_id() and id = ${clienteId}`,
    )
    if (!c) throw notFound(m.clienteNaoEncontrado)
    const { id, criada } = await registrar(tx, clienteId, input.tipo, 'balcao', input.mensagem)
    return { solicitacao: await umaSolicitacao(tx, id), criada }
  })
}

/** GET /api/solicitacoes-titular: open ones by deadline first; the answered by answer date. */
export function listarSolicitacoes(
  db: Database,
  tenant: Tenant,
  filtro: { status?: StatusSolicitacao; clienteId?: string },
): Promise<SolicitacoesView> {
  return readTenant(db, scope(tenant), async (tx) => {
    const linhas = await queryRows<Linha>(
      tx,
      sql`select ${COLUNAS} from solicitacoes_titular s
        join clientes c on c.empresa_id = s.empresa_id and c.id = s.cliente_id
        left join users u on u.id = s.atendida_por
        where s.empresa_id = app_empresa_id()
          ${filtro.status ? sql`and s.status = ${filtro.status}` : sql``}
          ${filtro.clienteId ? sql`and s.cliente_id = ${filtro.clienteId}` : sql``}
        order by (s.status = 'aberta') desc, case when s.status = 'aberta' then s.prazo_em end asc,
          s.atendida_em desc nulls last, s.criado_em desc
        limit 500`,
    )
    return { itens: linhas.map(view), fuso_horario: tenant.empresa.fuso_horario }
  })
}

/** POST /api/solicitacoes-titular/:id/concluir | recusar: once, by whom and with the reply. */
export function responderSolicitacao(
  db: Database,
  tenant: Tenant,
  id: string,
  status: Exclude<StatusSolicitacao, 'aberta'>,
  resposta: string | null,
) {
  return withTenant(db, scope(tenant), async (tx) => {
    const [atual] = await queryRows<{ status: string }>(
      tx,
      sql`select status from solicitacoes_titular where empresa_id = app_empresa_id() and id = ${id} for update`,
    )
    if (!atual) throw notFound(m.solicitacaoNaoEncontrada)
    if (atual.status !== 'aberta') throw conflict('JA_RESPONDIDA', m.jaRespondida)
    await tx.execute(
      sql`update solicitacoes_titular set status = ${status}, resposta = ${resposta}, atendida_em = now(),
        atendida_por = ${tenant.userId} where empresa_id = app_empresa_id() and id = ${id}`,
    )
    return umaSolicitacao(tx, id)
  })
}

/** GET /api/clientes/:id/privacidade: whether the customer was anonymised, and their requests. */
export async function privacidadeDoCliente(db: Database, tenant: Tenant, clienteId: string) {
  const [c] = await readTenant(db, scope(tenant), (tx) =>
    queryRows<{ anonimizado_em: Date | string | null }>(
      tx,
      sql`select anonimizado_em from clientes where empresa_id = app_empresa_id() and id = ${clienteId}`,
    ),
  )
  if (!c) throw notFound(m.clienteNaoEncontrado)
  const { itens, fuso_horario } = await listarSolicitacoes(db, tenant, { clienteId })
  return {
    anonimizado_em: c.anonimizado_em ? iso(c.anonimizado_em) : null,
    solicitacoes: itens,
    fuso_horario,
  }
}
