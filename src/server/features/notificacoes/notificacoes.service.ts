import { type SQL, sql } from 'drizzle-orm'
import { moduloNoPlano } from '../../../shared/assinatura/assinatura'
import { todayInTimeZone } from '../../../shared/formatos/data'
import {
  comLeitura,
  DIAS_EVENTOS,
  estaLida,
  type Fonte,
  type Fontes,
  itensDasFontes,
  type Leitura,
} from '../../../shared/notificacoes/montar-notificacoes'
import type { MarcarLidasInput, NotificacoesView } from '../../../shared/notificacoes/notificacoes.schemas'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import { can } from '../../../shared/permissoes/permissoes'
import { type Executor, queryRows, type Tx } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { unauthorized } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import {
  type Contexto,
  convitesAceitos,
  estoqueBaixo,
  orcamentosAprovados,
  orcamentosRecusados,
  osAtrasadas,
  pixRecebidos,
  titulosVencidos,
} from './notificacoes.fontes'
import {
  agendamentosProximos,
  agendamentosSemChegada,
  reagendamentosPedidos,
} from './notificacoes.fontes-agenda'
import { solicitacoesTitularPertoDoPrazo } from './notificacoes.fontes-titular'

const DAY_MS = 86_400_000
const DESATIVADAS: NotificacoesView = { items: [], nao_lidas: 0, desativadas: true }

/** The sources this user may see: each follows the permission of the screen its items open. */
function fontesDoUsuario(tenant: Tenant, c: Contexto): SQL {
  const fontes: SQL[] = []
  const add = (nome: string, query: SQL) => fontes.push(sql`${nome}::text, ${query}`)
  // DESIGN §7: Básico has no Contas a Receber (the trial has Pro's).
  if (podeVer(tenant, 'financeiro') && moduloNoPlano(tenant.empresa, 'contas_receber')) {
    add('titulos', titulosVencidos(c))
    add('pix', pixRecebidos(c))
  }
  if (can(tenant, 'os')) {
    add('os', osAtrasadas(c))
    add('aprovacoes', orcamentosAprovados(c))
    add('recusas', orcamentosRecusados(c))
  }
  if (can(tenant, 'agenda')) {
    add('proximos', agendamentosProximos(c))
    add('semChegada', agendamentosSemChegada(c))
    add('reagendamentos', reagendamentosPedidos(c))
  }
  if (can(tenant, 'cadastros')) add('estoque', estoqueBaixo(c))
  // Admins only: they manage users, and answering data-subject requests is theirs (titular.routes.ts).
  if (tenant.role === 'admin') {
    add('convites', convitesAceitos(c))
    add('titular', solicitacoesTitularPertoDoPrazo(c))
  }
  return sql`json_build_object(${sql.join(fontes, sql`, `)})`
}

/** The statement's JSON: the sources as `Fontes`, except the titles' overdue balance beside their source. */
type Lido = {
  ativas: boolean
  lidas_ate: string | null
  chaves: string[]
  fontes:
    | (Omit<Fontes, 'titulos'> & { titulos?: { saldo: number; fonte: NonNullable<Fontes['titulos']> } })
    | null
}

// PostgreSQL writes timestamptz in JSON with the session's offset; the API speaks ISO 8601 in UTC.
const iso = (value: string) => new Date(value).toISOString()
const comDesdeIso = <T extends { desde: string }>(f: Fonte<T> | undefined): Fonte<T> | undefined =>
  f && { total: Number(f.total), itens: f.itens.map((row) => ({ ...row, desde: iso(row.desde) })) }

/**
 * Reads the user's flag, read state and every source in one statement. The sources sit in a CASE: with
 * notifications off, none of them runs.
 */
async function ler(tx: Tx, tenant: Tenant, agora: Date) {
  const c: Contexto = {
    empresaId: tenant.empresaId,
    userId: tenant.userId,
    hoje: todayInTimeZone(tenant.empresa.fuso_horario, agora),
    fusoHorario: tenant.empresa.fuso_horario,
    eventosDesde: new Date(agora.getTime() - DIAS_EVENTOS * DAY_MS).toISOString(),
    agora: agora.toISOString(),
  }
  const [row] = await queryRows<{ r: Lido }>(
    tx,
    sql`select json_build_object(
        'ativas', m.notificacoes,
        'lidas_ate', l.lidas_ate,
        'chaves', coalesce(l.chaves, '{}'::text[]),
        'fontes', case when m.notificacoes then ${fontesDoUsuario(tenant, c)} end) as r
      from membros m
      left join notificacoes_leitura l on l.empresa_id = m.empresa_id and l.user_id = m.user_id
      where m.empresa_id = ${tenant.empresaId} and m.id = ${tenant.membroId}`,
  )
  if (!row) throw unauthorized()
  const { ativas, fontes: f, chaves } = row.r
  const leitura: Leitura = { lidas_ate: row.r.lidas_ate && iso(row.r.lidas_ate), chaves }
  if (!ativas || !f) return { ativas: false as const, leitura, items: [] }
  const fontes: Fontes = {
    titulos: f.titulos && { ...comDesdeIso(f.titulos.fonte)!, saldo: Number(f.titulos.saldo) },
    os: comDesdeIso(f.os),
    estoque: comDesdeIso(f.estoque),
    aprovacoes: comDesdeIso(f.aprovacoes),
    recusas: comDesdeIso(f.recusas),
    convites: comDesdeIso(f.convites),
    pix: comDesdeIso(f.pix),
    proximos: comDesdeIso(f.proximos),
    semChegada: comDesdeIso(f.semChegada),
    reagendamentos: comDesdeIso(f.reagendamentos),
    titular: comDesdeIso(f.titular),
  }
  return { ativas: true as const, leitura, items: itensDasFontes(fontes, c.fusoHorario) }
}

/**
 * GET /api/notificacoes: the user's notifications computed from the data ("today" in the company's zone,
 * `agora` injectable for tests), or the 'desativadas' answer when the user turned them off.
 */
export function getNotificacoes(db: Executor, tenant: Tenant, agora = new Date()): Promise<NotificacoesView> {
  return withTenant(db, tenant, async (tx) => {
    const lido = await ler(tx, tenant, agora)
    return lido.ativas ? comLeitura(lido.items, lido.leitura) : DESATIVADAS
  })
}

/**
 * POST /api/notificacoes/lidas. Without ids, everything shown now is read: the mark is the latest of now
 * and the newest item, so an item is never left unread by a clock a little behind the database's. With
 * ids, those of the items still unread are kept, and keys of items no longer shown are dropped.
 */
export function marcarLidas(
  db: Executor,
  tenant: Tenant,
  input: MarcarLidasInput,
  agora = new Date(),
): Promise<NotificacoesView> {
  return withTenant(db, tenant, async (tx) => {
    const lido = await ler(tx, tenant, agora)
    if (!lido.ativas) return DESATIVADAS
    const { items, leitura } = lido
    if (!input.ids) {
      const ate = Math.max(agora.getTime(), ...items.map((i) => Date.parse(i.data)))
      const lidasAte = new Date(ate).toISOString()
      await tx.execute(sql`insert into notificacoes_leitura (empresa_id, user_id, lidas_ate, chaves)
        values (${tenant.empresaId}, ${tenant.userId}, ${lidasAte}, '{}')
        on conflict (empresa_id, user_id)
        do update set lidas_ate = excluded.lidas_ate, chaves = '{}', atualizado_em = now()`)
      return comLeitura(items, { lidas_ate: lidasAte, chaves: [] })
    }
    const semMarca = { lidas_ate: leitura.lidas_ate, chaves: [] }
    const abertas = JSON.stringify(items.filter((i) => !estaLida(i, semMarca)).map((i) => i.id))
    const [{ chaves }] = await queryRows<{ chaves: string[] }>(
      tx,
      sql`insert into notificacoes_leitura as l (empresa_id, user_id, chaves)
        values (${tenant.empresaId}, ${tenant.userId}, array(
          select jsonb_array_elements_text(${JSON.stringify(input.ids)}::jsonb)
          intersect select jsonb_array_elements_text(${abertas}::jsonb)))
        on conflict (empresa_id, user_id) do update set
          chaves = array(select unnest(l.chaves || excluded.chaves)
            intersect select jsonb_array_elements_text(${abertas}::jsonb)),
          atualizado_em = now()
        returning to_json(l.chaves) as chaves`,
    )
    return comLeitura(items, { lidas_ate: leitura.lidas_ate, chaves })
  })
}
