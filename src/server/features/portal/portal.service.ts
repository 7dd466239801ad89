import { and, asc, eq, sql } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { nomeParaSaudacao } from '../../../shared/formatos/exibir'
import { tituloParaCliente, visivelAoCliente } from '../../../shared/os/os-historico'
import {
  portalMessages as m,
  observacaoAprovacao,
  observacaoRecusa,
} from '../../../shared/portal/portal.messages'
import type {
  AprovarOrcamentoInput,
  PortalOrcamentoView,
  RecusarOrcamentoInput,
} from '../../../shared/portal/portal.schemas'
import { descricaoDaMarca } from '../../../shared/vistoria/vistoria'
import type { Database, Tx } from '../../db/client'
import {
  arTitulos,
  clientes,
  empresas,
  os,
  osFotos,
  osHistorico,
  osOrcamentos,
  veiculos,
  vistorias,
} from '../../db/schema'
import { conflict, notFound } from '../../http/errors'
import { presentTitulo, selectTitulos } from '../financeiro/titulo-query'
import { applyTransition } from '../os/os-status.service'
import { writeHistoricoDoCliente } from './portal-historico'
import { exigirLinkValido, linkDoToken } from './portal-links'
import { notasDoPortal } from './portal-notas'

type Link = Awaited<ReturnType<typeof linkDoToken>>
export interface Evidencia {
  ip: string | null
  userAgent: string | null
}

const enderecoDe = (e: typeof empresas.$inferSelect) => {
  const rua = [e.endereco, e.numero].filter(Boolean).join(', ')
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/')
  return [rua, e.bairro, cidade].filter(Boolean).join(' – ') || null
}
type Snapshot = {
  tipo: 'servico' | 'produto'
  descricao: string
  quantidade: unknown
  valor_unitario: number
  desconto_valor: number
  subtotal: number
}

async function versaoDoLink(tx: Tx, link: Link) {
  const [versao] = await tx
    .select()
    .from(osOrcamentos)
    .where(
      and(
        eq(osOrcamentos.empresa_id, link.empresa_id),
        eq(osOrcamentos.os_id, link.os_id),
        eq(osOrcamentos.versao, link.versao),
      ),
    )
  if (!versao) throw notFound(m.naoEncontrado)
  return versao
}

async function montarView(tx: Tx, link: Link, token: string): Promise<PortalOrcamentoView> {
  const [row] = await tx
    .select({
      os,
      empresa: empresas,
      cliente_nome: clientes.nome_razao,
      cliente_tipo: clientes.tipo_pessoa,
      veiculo: { marca: veiculos.marca, modelo: veiculos.modelo, placa: veiculos.placa },
    })
    .from(os)
    .innerJoin(empresas, eq(empresas.id, os.empresa_id))
    .leftJoin(clientes, and(eq(clientes.empresa_id, os.empresa_id), eq(clientes.id, os.cliente_id)))
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, os.empresa_id), eq(veiculos.id, os.veiculo_id)))
    .where(and(eq(os.empresa_id, link.empresa_id), eq(os.id, link.os_id)))
  if (!row) throw notFound(m.naoEncontrado)
  const { os: o, empresa } = row
  const versao = await versaoDoLink(tx, link)
  // A refusal belongs to the latest version, the only one with a live link (revising revokes links).
  const recusa = o.orcamento_recusado_em
  const aprovada = o.orcamento_versao_aprovada === link.versao && o.aprovado_em
  const historico = await tx
    .select({ evento: osHistorico.evento, para_status: osHistorico.para_status, em: osHistorico.criado_em })
    .from(osHistorico)
    .where(and(eq(osHistorico.empresa_id, link.empresa_id), eq(osHistorico.os_id, link.os_id)))
    .orderBy(asc(osHistorico.criado_em), asc(osHistorico.id))
  // After the work is done the customer also sees the 'after' photos.
  const comDepois = o.status === 'concluido' || o.status === 'entregue'
  const fotos = await tx
    .select({ id: osFotos.id, tipo: osFotos.tipo })
    .from(osFotos)
    .where(and(eq(osFotos.empresa_id, link.empresa_id), eq(osFotos.os_id, link.os_id)))
    .orderBy(asc(osFotos.criado_em), asc(osFotos.id))
  const hoje = todayInTimeZone(empresa.fuso_horario)
  const titulos = o.faturado_em
    ? (
        await selectTitulos(tx, link.empresa_id)
          .where(and(eq(arTitulos.empresa_id, link.empresa_id), eq(arTitulos.os_id, link.os_id)))
          .orderBy(asc(arTitulos.vencimento), asc(arTitulos.id))
      )
        .map((r) => presentTitulo(r, hoje))
        .filter((t) => t.situacao === 'aberto' || t.situacao === 'vencido')
    : []
  const vistoriasAssinadas = await tx
    .select()
    .from(vistorias)
    .where(
      and(
        eq(vistorias.empresa_id, link.empresa_id),
        eq(vistorias.os_id, link.os_id),
        eq(vistorias.situacao, 'assinada'),
      ),
    )
    .orderBy(asc(vistorias.tipo))
  const base = `/api/public/orcamentos/${encodeURIComponent(token)}`
  return {
    empresa: {
      nome: empresa.nome_empresa,
      cnpj: empresa.cnpj,
      telefone: empresa.telefone,
      email: empresa.email,
      endereco: enderecoDe(empresa),
      logo_url: empresa.logo_path ? `${base}/logo` : null,
    },
    numero_os: o.numero_os,
    status: o.status,
    cliente_saudacao:
      row.cliente_nome && row.cliente_tipo ? nomeParaSaudacao(row.cliente_nome, row.cliente_tipo) : null,
    veiculo: row.veiculo?.placa ? (row.veiculo as { marca: string; modelo: string; placa: string }) : null,
    orcamento: {
      versao: versao.versao,
      itens: (versao.itens as Snapshot[]).map((i) => ({
        tipo: i.tipo,
        descricao: i.descricao,
        quantidade: Number(i.quantidade),
        valor_unitario: i.valor_unitario,
        desconto_valor: i.desconto_valor,
        subtotal: i.subtotal,
      })),
      subtotal_servicos: versao.subtotal_servicos,
      subtotal_produtos: versao.subtotal_produtos,
      desconto_valor: versao.desconto_valor,
      acrescimos_valor: versao.acrescimos_valor,
      total_geral: versao.total_geral,
      validade: versao.validade,
      condicoes_pagamento: versao.condicoes_pagamento,
      observacoes: versao.observacoes,
      garantia_dias: o.garantia_dias,
      enviado_em: versao.enviado_em.toISOString(),
    },
    resposta: aprovada
      ? { tipo: 'aprovado', nome: null, em: (o.aprovado_em as Date).toISOString() }
      : recusa
        ? { tipo: 'recusado', nome: o.orcamento_recusado_por, em: recusa.toISOString() }
        : null,
    pode_responder: o.status === 'orcamento_enviado' && !recusa,
    linha_do_tempo: historico
      .filter(visivelAoCliente)
      .map((h) => ({ titulo: tituloParaCliente(h), status: h.para_status, em: h.em.toISOString() })),
    fotos: fotos
      .filter((f) => f.tipo === 'antes' || comDepois)
      .map((f) => ({ id: f.id, tipo: f.tipo, url: `${base}/fotos/${f.id}` })),
    titulos: titulos.map((t) => ({
      id: t.id,
      parcela: t.parcela,
      vencimento: t.vencimento,
      saldo: t.saldo,
      vencido: t.situacao === 'vencido',
      pix_copia_e_cola: t.pix?.copia_e_cola ?? null,
    })),
    vistorias: vistoriasAssinadas.map((v) => ({
      tipo: v.tipo,
      versao: v.versao,
      assinante: v.assinante_nome ?? '',
      assinado_em: (v.assinado_em as Date).toISOString(),
      sha256: v.sha256 ?? '',
      km: v.km,
      marcas: v.marcas.map((mk) => descricaoDaMarca(mk as Parameters<typeof descricaoDaMarca>[0])),
    })),
    notas_fiscais: await notasDoPortal(tx, link, base),
    fuso_horario: empresa.fuso_horario,
  }
}

/** GET /api/public/orcamentos/:token */
export function lerOrcamentoPublico(db: Database, token: string): Promise<PortalOrcamentoView> {
  return db.transaction(async (tx) => {
    const link = await linkDoToken(tx, token)
    exigirLinkValido(link)
    return montarView(tx, link, token)
  })
}

/** The OS of a valid link, locked, still waiting for this version's answer (409 once answered). */
async function osParaResponder(tx: Tx, token: string) {
  const link = await linkDoToken(tx, token)
  exigirLinkValido(link)
  const [o] = await tx
    .select()
    .from(os)
    .where(and(eq(os.empresa_id, link.empresa_id), eq(os.id, link.os_id)))
    .for('update')
  if (!o) throw notFound(m.naoEncontrado)
  if (o.status !== 'orcamento_enviado' || o.orcamento_recusado_em)
    throw conflict('JA_RESPONDIDO', m.jaRespondido)
  return { link, o }
}

/** POST /api/public/orcamentos/:token/aprovar: through the status machine, as the customer. */
export function aprovarOrcamentoPublico(
  db: Database,
  token: string,
  input: AprovarOrcamentoInput,
  evidencia: Evidencia,
): Promise<PortalOrcamentoView> {
  return db.transaction(async (tx) => {
    const { link, o } = await osParaResponder(tx, token)
    const autor = { empresaId: link.empresa_id, cliente: { nome: input.nome, ...evidencia } }
    await applyTransition(tx, autor, o, 'aprovado', observacaoAprovacao(link.versao))
    return montarView(tx, link, token)
  })
}

/**
 * POST /api/public/orcamentos/:token/recusar: DESIGN §5 has no 'recusado' status, so the OS stays in
 * orcamento_enviado, carries the refusal (when, the typed name, the reason) until the shop approves it
 * anyway or sends a new version, and the history keeps it with the evidence.
 */
export function recusarOrcamentoPublico(
  db: Database,
  token: string,
  input: RecusarOrcamentoInput,
  evidencia: Evidencia,
): Promise<PortalOrcamentoView> {
  return db.transaction(async (tx) => {
    const { link, o } = await osParaResponder(tx, token)
    const autor = { empresaId: link.empresa_id, cliente: { nome: input.nome, ...evidencia } }
    await tx
      .update(os)
      .set({
        orcamento_recusado_em: sql`now()`,
        orcamento_recusado_por: input.nome,
        orcamento_recusa_motivo: input.motivo,
        atualizado_em: sql`now()`,
      })
      .where(and(eq(os.empresa_id, link.empresa_id), eq(os.id, o.id)))
    await writeHistoricoDoCliente(tx, autor, {
      os_id: o.id,
      de_status: o.status,
      para_status: o.status,
      evento: 'orcamento_recusado',
      observacao: observacaoRecusa(link.versao, input.motivo),
    })
    return montarView(tx, link, token)
  })
}

/** The stored file of the link's company logo or of one of its OS's photos (the ones the page shows). */
export function arquivoPublico(db: Database, token: string, fotoId?: string) {
  return db.transaction(async (tx) => {
    const link = await linkDoToken(tx, token)
    exigirLinkValido(link)
    if (!fotoId) {
      const [e] = await tx
        .select({ logo_path: empresas.logo_path })
        .from(empresas)
        .where(eq(empresas.id, link.empresa_id))
      if (!e?.logo_path) throw notFound('Logo não encontrado')
      return { key: e.logo_path }
    }
    const [foto] = await tx
      .select({ arquivo: osFotos.arquivo, mime: osFotos.mime, tipo: osFotos.tipo, status: os.status })
      .from(osFotos)
      .innerJoin(os, and(eq(os.empresa_id, osFotos.empresa_id), eq(os.id, osFotos.os_id)))
      .where(
        and(eq(osFotos.empresa_id, link.empresa_id), eq(osFotos.os_id, link.os_id), eq(osFotos.id, fotoId)),
      )
    const visivel =
      foto && (foto.tipo === 'antes' || foto.status === 'concluido' || foto.status === 'entregue')
    if (!visivel) throw notFound('Foto não encontrada')
    return { key: foto.arquivo, mime: foto.mime }
  })
}
