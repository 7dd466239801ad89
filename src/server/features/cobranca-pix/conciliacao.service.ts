import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { cobrancaPixMessages as m } from '../../../shared/cobranca-pix/cobranca-pix.messages'
import type {
  PixRecebidoView,
  pixRecebidoSituacoes,
  pixRecebidosQuery,
} from '../../../shared/cobranca-pix/cobranca-pix.schemas'
import type { Executor } from '../../db/client'
import { arTitulos, clientes, cobrancaPixConfig, os, pixRecebidos } from '../../db/schema'
import { readTenant, type TenantScope, withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { PixRecebido } from '../../integracoes/pix/psp'
import { type ConfigPix, clienteDe, configDaEmpresa } from './config.service'
import { acompanharDevolucoes } from './devolucao.service'
import { aplicarAosTitulos, fusoDaEmpresa, registrarPix } from './recebimento-pix.service'

const HORA = 60 * 60_000
// The first reconciliation looks this far back; later ones from where the last stopped, minus an hour.
const PRIMEIRA_JANELA = 3 * 24 * HORA

/**
 * Reconciliation: asks the bank for the PIX received since the last run and records what the webhook
 * missed (the same PIX twice is recorded once, so a server racing another or the webhook does no harm).
 * The bank is asked outside any transaction.
 */
export async function conciliarEmpresa(
  db: Executor,
  empresaId: string,
  config: ConfigPix,
  agora = new Date(),
) {
  const escopo = { empresaId }
  const cfg = await withTenant(db, escopo, (tx) => configDaEmpresa(tx))
  if (!cfg) throw notFound(m.naoConfigurado)
  const inicio = cfg.conciliado_ate
    ? new Date(cfg.conciliado_ate.getTime() - HORA)
    : new Date(agora.getTime() - PRIMEIRA_JANELA)
  const psp = clienteDe(cfg, config)
  let pix: PixRecebido[]
  try {
    pix = await psp.listarPix(inicio, agora)
    // The refunds the bank was still processing: its word on them now.
    await acompanharDevolucoes(db, empresaId, psp)
  } finally {
    psp.fechar()
  }
  return withTenant(db, escopo, async (tx) => {
    const fuso = await fusoDaEmpresa(tx, empresaId)
    const novos = await registrarPix(tx, empresaId, fuso, pix, 'conciliacao')
    const conciliados = novos.filter((situacao) => situacao !== 'nao_identificado').length
    await tx
      .update(cobrancaPixConfig)
      .set({ conciliado_ate: agora })
      .where(eq(cobrancaPixConfig.empresa_id, empresaId))
    return { lidos: pix.length, novos: novos.length, conciliados, mensagem: m.conciliado(conciliados) }
  })
}

type Filtro = z.output<typeof pixRecebidosQuery>['situacao']
const situacoesDo = (filtro: Filtro): (typeof pixRecebidoSituacoes)[number][] | undefined =>
  filtro === 'todos' ? undefined : filtro === 'pendentes' ? ['nao_identificado', 'excedente'] : [filtro]

const PAGINA = 20

/** 'Conciliação PIX': the PIX the bank reported, newest first, with the title each one settled. */
export function listarRecebidos(db: Executor, scope: TenantScope, query: z.output<typeof pixRecebidosQuery>) {
  return readTenant(db, scope, async (tx) => {
    const situacoes = situacoesDo(query.situacao)
    const onde = and(
      eq(pixRecebidos.empresa_id, scope.empresaId),
      situacoes ? inArray(pixRecebidos.situacao, situacoes) : undefined,
    )
    // One after the other: a transaction's statements share its connection.
    const linhas = await selecionarRecebidos(tx)
      .where(onde)
      .orderBy(desc(pixRecebidos.horario), desc(pixRecebidos.id))
      .limit(PAGINA)
      .offset((query.page - 1) * PAGINA)
    const [{ total }] = await tx.select({ total: count() }).from(pixRecebidos).where(onde)
    return { items: linhas.map(present), total, totalExact: true, page: query.page, pageSize: PAGINA }
  })
}

function selecionarRecebidos(tx: Executor) {
  return tx
    .select({
      r: pixRecebidos,
      titulo_parcela: arTitulos.parcela,
      titulo_os_id: arTitulos.os_id,
      numero_os: os.numero_os,
      cliente_nome: clientes.nome_razao,
    })
    .from(pixRecebidos)
    .leftJoin(
      arTitulos,
      and(eq(arTitulos.empresa_id, pixRecebidos.empresa_id), eq(arTitulos.id, pixRecebidos.titulo_id)),
    )
    .leftJoin(os, and(eq(os.empresa_id, arTitulos.empresa_id), eq(os.id, arTitulos.os_id)))
    .leftJoin(
      clientes,
      and(eq(clientes.empresa_id, arTitulos.empresa_id), eq(clientes.id, arTitulos.cliente_id)),
    )
    .$dynamic()
}

type Linha = Awaited<ReturnType<ReturnType<typeof selecionarRecebidos>['execute']>>[number]

function present({ r, ...t }: Linha): PixRecebidoView {
  return {
    id: r.id,
    end_to_end_id: r.end_to_end_id,
    txid: r.txid,
    valor: r.valor,
    valor_aplicado: r.valor_aplicado,
    horario: r.horario.toISOString(),
    pagador_nome: r.pagador_nome,
    info_pagador: r.info_pagador,
    situacao: r.situacao,
    origem: r.origem,
    valor_devolvido: r.valor_devolvido,
    devolucao_status: r.devolucao_status,
    titulo:
      r.titulo_id && t.titulo_parcela && t.titulo_os_id && t.numero_os && t.cliente_nome
        ? {
            id: r.titulo_id,
            parcela: t.titulo_parcela,
            os_id: t.titulo_os_id,
            numero_os: t.numero_os,
            cliente_nome: t.cliente_nome,
          }
        : null,
  }
}

/** Attaches an unidentified PIX to an open title of the company: the receipt is registered now. */
export function vincularRecebido(db: Executor, scope: TenantScope, id: string, tituloId: string) {
  return withTenant(db, scope, async (tx) => {
    const [recebido] = await tx
      .select()
      .from(pixRecebidos)
      .where(and(eq(pixRecebidos.empresa_id, scope.empresaId), eq(pixRecebidos.id, id)))
      .for('update')
    if (!recebido) throw notFound(m.recebidoNaoEncontrado)
    if (recebido.situacao !== 'nao_identificado') throw conflict('PIX_JA_VINCULADO', m.recebidoJaVinculado)
    const [titulo] = await tx
      .select({ status: arTitulos.status })
      .from(arTitulos)
      .where(and(eq(arTitulos.empresa_id, scope.empresaId), eq(arTitulos.id, tituloId)))
    if (!titulo) throw new AppError(400, 'VALIDATION', m.tituloNaoAberto, { titulo_id: m.tituloNaoAberto })
    if (titulo.status !== 'aberto') throw conflict('TITULO_NAO_ABERTO', m.tituloNaoAberto)
    await aplicarAosTitulos(tx, scope.empresaId, await fusoDaEmpresa(tx, scope.empresaId), [
      { recebido, tituloId },
    ])
    return recebidoPorId(tx, scope, id)
  })
}

/** One received PIX as the list shows it. */
export function recebidoPorId(db: Executor, scope: TenantScope, id: string) {
  return withTenant(db, scope, async (tx) => {
    const [linha] = await selecionarRecebidos(tx).where(
      and(eq(pixRecebidos.empresa_id, scope.empresaId), eq(pixRecebidos.id, id)),
    )
    if (!linha) throw notFound(m.recebidoNaoEncontrado)
    return present(linha)
  })
}
