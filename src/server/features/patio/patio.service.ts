import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { osStatusLabels } from '../../../shared/os/os-status'
import { LIMITE_POR_COLUNA, prazoDoCartao, statusDoPatio } from '../../../shared/patio/patio'
import type { PatioCartao, PatioView, patioQuery } from '../../../shared/patio/patio.schemas'
import type { Database, Executor } from '../../db/client'
import { runPrepared } from '../../db/client'
import { clientes, os, osFotos, osItens, produtos, tecnicos, veiculos } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { matchesTermo, recusadoPeloCliente } from '../os/os-lista.service'

type Query = z.output<typeof patioQuery>

/** SPEC §4's overdue, written out so it matches the deadline label: open (not concluded) and late. */
const atrasadaEm = (hoje: string) => sql`(${os.status} <> 'concluido' and ${os.previsao_entrega} < ${hoje})`

/** The board's OS: the company's, in a board status, through the filters (the search is the OS list's). */
function filtroDoPatio(empresaId: string, query: Query, hoje: string): SQL | undefined {
  return and(
    eq(os.empresa_id, empresaId),
    inArray(os.status, [...statusDoPatio]),
    query.tecnico_id ? eq(os.tecnico_responsavel_id, query.tecnico_id) : undefined,
    query.prioridade ? eq(os.prioridade, query.prioridade) : undefined,
    query.atrasadas ? atrasadaEm(hoje) : undefined,
    matchesTermo(empresaId, query.q),
  )
}

/** Count and sum per status, over every OS that passes the filters (os_status_idx). */
function totaisPorStatus(tx: Executor, filtro: SQL | undefined) {
  return tx
    .select({
      status: os.status,
      quantidade: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${os.total_geral}), 0)`,
    })
    .from(os)
    .where(filtro)
    .groupBy(os.status)
}

// Most urgent first: the nearest forecast, then the priority, then the oldest; id breaks ties.
const posicao = sql<number>`row_number() over (partition by ${os.status} order by ${os.previsao_entrega} asc nulls last,
  case ${os.prioridade} when 'alta' then 0 when 'media' then 1 else 2 end, ${os.criado_em}, ${os.id})`

/** The board's OS of a column, ranked; the columns the cards need (read once, from `os` alone). */
function quadroDe(tx: Executor, filtro: SQL | undefined) {
  return tx.$with('quadro').as(
    tx
      .select({
        empresa_id: os.empresa_id,
        id: os.id,
        numero_os: os.numero_os,
        status: os.status,
        prioridade: os.prioridade,
        cliente_id: os.cliente_id,
        veiculo_id: os.veiculo_id,
        tecnico_id: os.tecnico_responsavel_id,
        data_abertura: os.data_abertura,
        previsao_entrega: os.previsao_entrega,
        total_geral: os.total_geral,
        recusado: sql<boolean>`${recusadoPeloCliente}`.as('recusado'),
        posicao: posicao.as('posicao'),
      })
      .from(os)
      .where(filtro),
  )
}
type Quadro = ReturnType<typeof quadroDe>

/**
 * A part the OS needs more of than there is in stock (os-estoque.ts's rule: a product's lines summed
 * against its stock). A concluded OS already took its parts, so it is never short.
 */
const pecasFaltando = (q: Quadro) => sql<boolean>`(${q.status} <> 'concluido' and exists (
  select 1 from ${osItens} inner join ${produtos}
    on ${produtos.empresa_id} = ${osItens.empresa_id} and ${produtos.id} = ${osItens.referencia_id}
  where ${osItens.empresa_id} = ${q.empresa_id} and ${osItens.os_id} = ${q.id} and ${osItens.tipo} = 'produto'
    and ${produtos.controla_estoque} and ${osItens.quantidade} > 0
  group by ${produtos.empresa_id}, ${produtos.id}
  having sum(${osItens.quantidade}) > ${produtos.estoque_atual}))`

const contagemDeFotos = (q: Quadro) => sql<number>`(select count(*)::int from ${osFotos}
  where ${osFotos.empresa_id} = ${q.empresa_id} and ${osFotos.os_id} = ${q.id})`

/**
 * The first LIMITE_POR_COLUNA cards of each column with what a card shows. The ranking reads `os` alone
 * (os_status_idx), never the company's history; only the cards kept are joined to their customer,
 * vehicle and technician and get their photo count and stock check (index lookups, same statement).
 */
function cartoes(tx: Executor, filtro: SQL | undefined) {
  const q = quadroDe(tx, filtro)
  return tx
    .with(q)
    .select({
      id: q.id,
      numero_os: q.numero_os,
      status: q.status,
      prioridade: q.prioridade,
      cliente_nome: clientes.nome_razao,
      veiculo_marca: veiculos.marca,
      veiculo_modelo: veiculos.modelo,
      veiculo_placa: veiculos.placa,
      tecnico_id: tecnicos.id,
      tecnico_nome: tecnicos.nome,
      data_abertura: q.data_abertura,
      previsao_entrega: q.previsao_entrega,
      total_geral: q.total_geral,
      fotos: contagemDeFotos(q),
      recusado: q.recusado,
      pecas_faltando: pecasFaltando(q),
    })
    .from(q)
    .leftJoin(clientes, and(eq(clientes.empresa_id, q.empresa_id), eq(clientes.id, q.cliente_id)))
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, q.empresa_id), eq(veiculos.id, q.veiculo_id)))
    .leftJoin(tecnicos, and(eq(tecnicos.empresa_id, q.empresa_id), eq(tecnicos.id, q.tecnico_id)))
    .where(lte(q.posicao, LIMITE_POR_COLUNA))
    .orderBy(q.posicao)
}

type Linha = Awaited<ReturnType<ReturnType<typeof cartoes>['execute']>>[number]

function presentCartao(r: Linha, hoje: string): PatioCartao {
  const prazo = prazoDoCartao(r, hoje)
  return {
    id: r.id,
    numero_os: r.numero_os,
    status: r.status,
    prioridade: r.prioridade,
    cliente_nome: r.cliente_nome,
    veiculo: r.veiculo_placa
      ? { descricao: `${r.veiculo_marca ?? ''} ${r.veiculo_modelo ?? ''}`.trim(), placa: r.veiculo_placa }
      : null,
    tecnico: r.tecnico_id && r.tecnico_nome ? { id: r.tecnico_id, nome: r.tecnico_nome } : null,
    previsao_entrega: r.previsao_entrega,
    prazo,
    total_geral: r.total_geral,
    fotos: r.fotos,
    alertas: {
      orcamento_recusado: r.recusado,
      atrasada: prazo?.tom === 'atrasada',
      pecas_faltando: r.pecas_faltando,
    },
  }
}

/**
 * GET /api/patio: one column per board status with its count, total and most urgent cards. The fields
 * are the OS list's (GET /api/os shows every reader with `os` view the customer's name and the value),
 * so no field group applies. Two statements: the totals, then the cards.
 */
export function getPatio(db: Database, tenant: Tenant, query: Query): Promise<PatioView> {
  return readTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    const filtro = filtroDoPatio(tenant.empresaId, query, hoje)
    // Without a free-text search the best plan does not depend on the values (os-lista.service.ts).
    const busca = Boolean(query.q?.trim())
    const totais = busca ? await totaisPorStatus(tx, filtro) : await runPrepared(totaisPorStatus(tx, filtro))
    const linhas = busca ? await cartoes(tx, filtro) : await runPrepared(cartoes(tx, filtro))
    return {
      hoje,
      colunas: statusDoPatio.map((status) => {
        const t = totais.find((row) => row.status === status)
        return {
          status,
          label: osStatusLabels[status],
          quantidade: t?.quantidade ?? 0,
          total: Number(t?.total ?? 0),
          cards: linhas.filter((r) => r.status === status).map((r) => presentCartao(r, hoje)),
        }
      }),
    }
  })
}
