import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { consentimentoMessages, podeReceberLembretes } from '../../../shared/consentimento/consentimento'
import { isValidPlaca, placaVariants } from '../../../shared/documentos/placa'
import { formatDate, todayInTimeZone } from '../../../shared/formatos/data'
import { formatKm, formatPlaca, nomeParaSaudacao } from '../../../shared/formatos/exibir'
import { isValidTelefone, normalizeTelefone } from '../../../shared/formatos/telefone'
import { preencherMensagem } from '../../../shared/mensagens/modelos'
import { whatsappComTexto } from '../../../shared/os/compartilhar.schemas'
import { podeVer } from '../../../shared/permissoes/campos-restritos'
import { mesDe } from '../../../shared/revisoes/regras'
import type { RevisaoSituacao } from '../../../shared/revisoes/revisoes'
import { revisoesMessages as m } from '../../../shared/revisoes/revisoes.messages'
import type {
  RevisaoItem,
  RevisaoSituacaoView,
  RevisoesPage,
  revisoesQuery,
} from '../../../shared/revisoes/revisoes.schemas'
import type { Config } from '../../config'
import { type Database, queryRows, type Tx } from '../../db/client'
import { literalLimit, matchesBusca, offsetOf, SEARCH_COUNT_LIMIT } from '../../db/pagination'
import { clientes, os, revisoes, servicosCatalogo, veiculos } from '../../db/schema'
import { readTenant, withTenant } from '../../db/with-tenant'
import { conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { comDescadastro } from '../consentimento/descadastro'
import { lerModelos } from '../mensagens/modelos.repo'

type Query = z.output<typeof revisoesQuery>

/** The open situations: each is a prefix of revisoes_vence_idx (empresa_id, situacao, vence_em, id). */
const abertas = ['pendente', 'contatado'] as const

/** The filter's date range on vence_em, in the company's today. */
function prazoDoFiltro(filtro: Query['filtro'], hoje: string): SQL | undefined {
  if (filtro === 'vencidas') return sql`${revisoes.vence_em} < ${hoje}`
  if (filtro === 'mes') {
    const { inicio, fim } = mesDe(hoje)
    return sql`${revisoes.vence_em} between ${inicio} and ${fim}`
  }
  return undefined
}

/**
 * `q` finds the vehicle by plate (either form) or model, or a customer (name, document, phone): the
 * revisions of those vehicles (revisoes_veiculo_idx) and the revisions of that customer, the one the list
 * shows (revisoes_cliente_idx), or of the vehicle's owner today, should it have changed hands since.
 */
function busca(empresaId: string, q: string | undefined): SQL | undefined {
  const termo = q?.trim()
  if (!termo) return undefined
  const placa = isValidPlaca(termo)
    ? inArray(veiculos.placa, placaVariants(termo))
    : matchesBusca(veiculos.busca, termo, termo.replace('-', ''))
  const doCliente = sql`array(select ${clientes.id} from ${clientes}
    where ${clientes.empresa_id} = ${empresaId} and ${matchesBusca(clientes.busca, termo)})`
  return sql`(${revisoes.veiculo_id} = any(array(
    select ${veiculos.id} from ${veiculos} where ${veiculos.empresa_id} = ${empresaId} and (${placa}
      or ${veiculos.cliente_id} = any(${doCliente}))))
    or ${revisoes.cliente_id} = any(${doCliente}))`
}

const naSituacao = (empresaId: string, situacao: RevisaoSituacao, filtro: SQL | undefined) =>
  and(eq(revisoes.empresa_id, empresaId), eq(revisoes.situacao, situacao), filtro)

/**
 * The page's ids: each open situation read along revisoes_vence_idx up to the page's end, merged by
 * vence_em, id. One index range per situation and no sort of the company's open revisions, however
 * many vehicles it has (an `in (pendente, contatado)` would read both ranges whole to sort them).
 */
function idsDaPagina(empresaId: string, filtro: SQL | undefined, page: number, pageSize: number) {
  const fim = literalLimit(offsetOf(page, pageSize) + pageSize)
  const ramos = abertas.map(
    (s) => sql`(select ${revisoes.id} as id, ${revisoes.vence_em} as vence_em from ${revisoes}
      where ${naSituacao(empresaId, s, filtro)} order by ${revisoes.vence_em}, ${revisoes.id} limit ${fim})`,
  )
  return sql`select id, vence_em from (${sql.join(ramos, sql` union all `)}) ramos
    order by vence_em, id limit ${literalLimit(pageSize)} offset ${offsetOf(page, pageSize)}`
}

/** Open revisions that pass the filter, counted up to SEARCH_COUNT_LIMIT + 1 (index-only, bounded). */
const contagem = (empresaId: string, filtro: SQL | undefined) =>
  sql`(select count(*)::int from (select 1 from ${revisoes}
    where ${and(eq(revisoes.empresa_id, empresaId), inArray(revisoes.situacao, [...abertas]), filtro)}
    limit ${literalLimit(SEARCH_COUNT_LIMIT + 1)}) contadas)`

type Linha = {
  id: string
  cliente_id: string
  cliente_nome: string
  cliente_celular: string | null
  tipo_pessoa: 'fisica' | 'juridica'
  consentimento_marketing: boolean
  optout_em: string | null
  veiculo_id: string
  placa: string
  marca: string
  modelo: string
  km_atual: number | null
  servico_id: string
  servico: string
  data_prevista: string | null
  km_previsto: number | null
  data_km_estimada: string | null
  vence_em: string | null
  situacao: RevisaoSituacao
  contatado_em: string | null
  os_id: string
  numero_os: string
  total: number
}

/** The page's rows with their customer, vehicle, service and OS (index lookups for ten rows). */
function linhasDaPagina(tx: Tx, empresaId: string, filtro: SQL | undefined, query: Query) {
  const r = revisoes
  return queryRows<Linha>(
    tx,
    sql`with pagina as (${idsDaPagina(empresaId, filtro, query.page, query.pageSize)})
    select ${r.id} as id, ${clientes.id} as cliente_id, ${clientes.nome_razao} as cliente_nome,
      ${clientes.celular} as cliente_celular, ${clientes.tipo_pessoa} as tipo_pessoa,
      ${clientes.consentimento_marketing} as consentimento_marketing, ${clientes.optout_em} as optout_em,
      ${veiculos.id} as veiculo_id, ${veiculos.placa} as placa,
      ${veiculos.marca} as marca, ${veiculos.modelo} as modelo, ${veiculos.km_atual} as km_atual,
      ${servicosCatalogo.id} as servico_id, ${servicosCatalogo.descricao} as servico,
      ${r.data_prevista}::text as data_prevista, ${r.km_previsto} as km_previsto,
      ${r.data_km_estimada}::text as data_km_estimada, ${r.vence_em}::text as vence_em,
      ${r.situacao} as situacao, ${r.contatado_em} as contatado_em, ${os.id} as os_id,
      ${os.numero_os} as numero_os, ${contagem(empresaId, filtro)} as total
    from pagina
    join ${r} on ${r.empresa_id} = ${empresaId} and ${r.id} = pagina.id
    join ${clientes} on ${clientes.empresa_id} = ${r.empresa_id} and ${clientes.id} = ${r.cliente_id}
    join ${veiculos} on ${veiculos.empresa_id} = ${r.empresa_id} and ${veiculos.id} = ${r.veiculo_id}
    join ${servicosCatalogo} on ${servicosCatalogo.empresa_id} = ${r.empresa_id} and ${servicosCatalogo.id} = ${r.servico_id}
    join ${os} on ${os.empresa_id} = ${r.empresa_id} and ${os.id} = ${r.os_id}
    order by pagina.vence_em, pagina.id`,
  )
}

type Contexto = { config: Pick<Config, 'authSecret' | 'baseUrl'>; tenant: Tenant; verContato: boolean }

/**
 * 'Revisão vencendo' filled for one row (ending with the opt-out link), and its WhatsApp link to the
 * customer's mobile: only for a customer who consented to reminders (LGPD, issue 29 item 3).
 */
function comMensagem(modelo: string, { config, tenant, verContato }: Contexto) {
  const empresa = tenant.empresa.nome_empresa
  return (l: Linha): RevisaoItem => {
    const texto = preencherMensagem('revisao_vencendo', modelo, {
      cliente: nomeParaSaudacao(l.cliente_nome, l.tipo_pessoa),
      veiculo: `${l.marca} ${l.modelo}`.trim(),
      placa: formatPlaca(l.placa),
      servico: l.servico,
      data: l.data_prevista ? formatDate(l.data_prevista) : null,
      km: l.km_previsto === null ? null : formatKm(l.km_previsto),
      empresa,
    })
    const mensagem = comDescadastro(texto, config, { empresaId: tenant.empresaId, clienteId: l.cliente_id })
    const consentiu = podeReceberLembretes(l)
    const celular = l.cliente_celular && isValidTelefone(l.cliente_celular) ? l.cliente_celular : null
    return {
      id: l.id,
      cliente: {
        id: l.cliente_id,
        nome: l.cliente_nome,
        ...(verContato ? { celular: l.cliente_celular } : {}),
      },
      veiculo: { id: l.veiculo_id, placa: l.placa, marca: l.marca, modelo: l.modelo, km_atual: l.km_atual },
      servico: { id: l.servico_id, descricao: l.servico },
      data_prevista: l.data_prevista,
      km_previsto: l.km_previsto,
      data_km_estimada: l.data_km_estimada,
      vence_em: l.vence_em,
      situacao: l.situacao,
      contatado_em: l.contatado_em ? new Date(l.contatado_em).toISOString() : null,
      os: { id: l.os_id, numero_os: l.numero_os },
      mensagem,
      lembrete_permitido: consentiu,
      // Without the contact permission the link carries no number: WhatsApp asks whom to send it to.
      whatsapp_url:
        celular && consentiu
          ? whatsappComTexto(verContato ? normalizeTelefone(celular) : null, mensagem)
          : null,
    }
  }
}

/** GET /api/revisoes: the open revisions of the filter, by due date; the total counted up to 100. */
export function listarRevisoes(
  db: Database,
  config: Contexto['config'],
  tenant: Tenant,
  query: Query,
): Promise<RevisoesPage> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const filtro = and(prazoDoFiltro(query.filtro, hoje), busca(tenant.empresaId, query.q))
    const linhas = await linhasDaPagina(tx, tenant.empresaId, filtro, query)
    let total = linhas[0]?.total
    if (total === undefined) {
      const [row] = await queryRows<{ total: number }>(
        tx,
        sql`select ${contagem(tenant.empresaId, filtro)} as total`,
      )
      total = row.total
    }
    const { revisao_vencendo } = await lerModelos(tx, tenant.empresaId, ['revisao_vencendo'])
    const verContato = podeVer(tenant, 'contato_cliente')
    return {
      items: linhas.map(comMensagem(revisao_vencendo, { config, tenant, verContato })),
      total: Math.min(total, SEARCH_COUNT_LIMIT),
      totalExact: total <= SEARCH_COUNT_LIMIT,
      page: query.page,
      pageSize: query.pageSize,
      hoje,
    }
  })
}

/**
 * POST /api/revisoes/:id/contatado and /pendente: the shop reached the customer (who and when), or undoes
 * it. A revision a later OS already concluded stays concluded (409); a reminder to a customer without
 * consent is not sent (409: LGPD, issue 29 item 3).
 */
export function marcarRevisao(
  db: Database,
  tenant: Tenant,
  id: string,
  situacao: 'contatado' | 'pendente',
): Promise<RevisaoSituacaoView> {
  return withTenant(db, tenant, async (tx) => {
    const doId = and(eq(revisoes.empresa_id, tenant.empresaId), eq(revisoes.id, id))
    const [atual] = await tx
      .select({
        situacao: revisoes.situacao,
        consentimento_marketing: clientes.consentimento_marketing,
        optout_em: clientes.optout_em,
      })
      .from(revisoes)
      .innerJoin(
        clientes,
        and(eq(clientes.empresa_id, revisoes.empresa_id), eq(clientes.id, revisoes.cliente_id)),
      )
      .where(doId)
      .for('update', { of: revisoes })
    if (!atual) throw notFound(m.naoEncontrada)
    if (atual.situacao === 'concluida') throw conflict('REVISAO_CONCLUIDA', m.jaConcluida)
    if (situacao === 'contatado' && !podeReceberLembretes(atual))
      throw conflict('SEM_CONSENTIMENTO', consentimentoMessages.semConsentimento)
    const contato =
      situacao === 'contatado'
        ? { contatado_em: sql`now()`, contatado_por: tenant.userId }
        : { contatado_em: null, contatado_por: null }
    const [row] = await tx
      .update(revisoes)
      .set({ situacao, ...contato })
      .where(doId)
      .returning({ id: revisoes.id, situacao: revisoes.situacao, contatado_em: revisoes.contatado_em })
    return { ...row, contatado_em: row.contatado_em?.toISOString() ?? null }
  })
}
