import { aliasedTable, and, asc, eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { todayInTimeZone } from '../../../shared/formatos/data'
import type { OsView } from '../../../shared/os/os.schemas'
import { ocultarCampos } from '../../../shared/permissoes/campos-restritos'
import { runPrepared, type Tx } from '../../db/client'
import {
  clientes,
  os,
  osHistorico,
  osItens,
  osOrcamentos,
  produtos,
  servicosCatalogo,
  tecnicos,
  users,
  veiculos,
} from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { titulosDaOs } from '../financeiro/titulo-query'
import { listFotos } from './fotos/fotos.service'

const iso = (value: Date | null) => (value ? value.toISOString() : null)
const sameCompany = (t: { empresa_id: PgColumn }) => eq(t.empresa_id, os.empresa_id)

// The view's statements; `key` is the company and the OS.
type OsKey = { empresa: string; id: string }

const selectOs = (tx: Tx, { empresa, id: osId }: OsKey) =>
  tx
    .select({
      os,
      cliente: {
        id: clientes.id,
        nome_razao: clientes.nome_razao,
        doc: clientes.doc,
        celular: clientes.celular,
        telefone: clientes.telefone,
        email: clientes.email,
      },
      veiculo: {
        id: veiculos.id,
        marca: veiculos.marca,
        modelo: veiculos.modelo,
        placa: veiculos.placa,
        km_atual: veiculos.km_atual,
      },
      tecnico: { id: tecnicos.id, nome: tecnicos.nome, ativo: tecnicos.ativo },
    })
    .from(os)
    .leftJoin(clientes, and(sameCompany(clientes), eq(clientes.id, os.cliente_id)))
    .leftJoin(veiculos, and(sameCompany(veiculos), eq(veiculos.id, os.veiculo_id)))
    .leftJoin(tecnicos, and(sameCompany(tecnicos), eq(tecnicos.id, os.tecnico_responsavel_id)))
    .where(and(eq(os.empresa_id, empresa), eq(os.id, osId)))

const selectItens = (tx: Tx, { empresa, id: osId }: OsKey) =>
  tx
    .select({
      item: osItens,
      unidade: produtos.unidade,
      controla_estoque: produtos.controla_estoque,
      estoque_atual: produtos.estoque_atual,
      estoque_minimo: produtos.estoque_minimo,
      permite_desconto: servicosCatalogo.permite_desconto,
    })
    .from(osItens)
    .leftJoin(
      produtos,
      and(
        eq(produtos.empresa_id, osItens.empresa_id),
        eq(produtos.id, osItens.referencia_id),
        eq(osItens.tipo, 'produto'),
      ),
    )
    .leftJoin(
      servicosCatalogo,
      and(
        eq(servicosCatalogo.empresa_id, osItens.empresa_id),
        eq(servicosCatalogo.id, osItens.referencia_id),
        eq(osItens.tipo, 'servico'),
      ),
    )
    .where(and(eq(osItens.empresa_id, empresa), eq(osItens.os_id, osId)))
    .orderBy(asc(osItens.ordem))

const selectHistorico = (tx: Tx, { empresa, id: osId }: OsKey) =>
  tx
    .select({ h: osHistorico, usuario_nome: users.name })
    .from(osHistorico)
    .leftJoin(users, eq(users.id, osHistorico.user_id))
    .where(and(eq(osHistorico.empresa_id, empresa), eq(osHistorico.os_id, osId)))
    .orderBy(asc(osHistorico.criado_em), asc(osHistorico.id))

const enviadoPor = aliasedTable(users, 'enviado_por')
const selectOrcamentos = (tx: Tx, { empresa, id: osId }: OsKey) =>
  tx
    .select({ o: osOrcamentos, enviado_por_nome: enviadoPor.name })
    .from(osOrcamentos)
    .leftJoin(enviadoPor, eq(enviadoPor.id, osOrcamentos.enviado_por))
    .where(and(eq(osOrcamentos.empresa_id, empresa), eq(osOrcamentos.os_id, osId)))
    .orderBy(asc(osOrcamentos.versao))

/**
 * The OS as GET /api/os/:id answers it (joined parties, lines with stock, history, quote versions, photos,
 * titles) without the fields its reader may not see (campos-restritos.ts): every answer and printed
 * document of an OS goes through here.
 */
export async function loadOsView(tx: Tx, tenant: Tenant, id: string): Promise<OsView> {
  return ocultarCampos(tenant, 'os', await loadOsViewCompleta(tx, tenant, id))
}

/**
 * The whole OS, for the server's own use only (the share email goes to the customer's address even when
 * the sender may not read it); never answered as is.
 */
export async function loadOsViewCompleta(tx: Tx, tenant: Tenant, id: string): Promise<Required<OsView>> {
  const key: OsKey = { empresa: tenant.empresaId, id }
  // One after another: a transaction's connection runs one query at a time. Lookups by company and OS:
  // prepared, planned once per connection (runPrepared).
  const [row] = await runPrepared(selectOs(tx, key))
  if (!row) throw notFound('OS não encontrada')
  const itens = await runPrepared(selectItens(tx, key))
  const historico = await runPrepared(selectHistorico(tx, key))
  const orcamentos = await runPrepared(selectOrcamentos(tx, key))
  const fotos = await listFotos(tx, tenant.empresaId, id)
  const titulos = await titulosDaOs(tx, tenant, id, todayInTimeZone(tenant.empresa.fuso_horario))

  const o = row.os
  return {
    id: o.id,
    numero_os: o.numero_os,
    status: o.status,
    prioridade: o.prioridade,
    cliente: row.cliente,
    veiculo: row.veiculo,
    tecnico: row.tecnico,
    data_abertura: o.data_abertura,
    previsao_entrega: o.previsao_entrega,
    garantia_dias: o.garantia_dias,
    observacoes: o.observacoes,
    origem: o.origem,
    km_entrada: o.km_entrada,
    laudo: o.laudo,
    desconto_tipo: o.desconto_tipo,
    desconto_percentual: o.desconto_percentual === null ? null : Number(o.desconto_percentual),
    desconto_valor: o.desconto_valor,
    acrescimos_valor: o.acrescimos_valor,
    subtotal_servicos: o.subtotal_servicos,
    subtotal_produtos: o.subtotal_produtos,
    total_geral: o.total_geral,
    forma_pagamento_preferida: o.forma_pagamento_preferida,
    condicoes_pagamento: o.condicoes_pagamento,
    observacoes_orcamento: o.observacoes_orcamento,
    orcamento_validade: o.orcamento_validade,
    orcamento_enviado_em: iso(o.orcamento_enviado_em),
    orcamento_versao_aprovada: o.orcamento_versao_aprovada,
    aprovado_em: iso(o.aprovado_em),
    data_conclusao: iso(o.data_conclusao),
    data_entrega: iso(o.data_entrega),
    faturado_em: iso(o.faturado_em),
    motivo_cancelamento: o.motivo_cancelamento,
    recusa: o.orcamento_recusado_em && {
      versao: orcamentos.at(-1)?.o.versao ?? 0,
      nome: o.orcamento_recusado_por,
      em: o.orcamento_recusado_em.toISOString(),
      motivo: o.orcamento_recusa_motivo,
    },
    criado_em: o.criado_em.toISOString(),
    atualizado_em: o.atualizado_em.toISOString(),
    versao: o.versao,
    itens: itens.map(({ item, ...ref }) => ({
      id: item.id,
      ordem: item.ordem,
      tipo: item.tipo,
      referencia_id: item.referencia_id,
      descricao: item.descricao,
      quantidade: Number(item.quantidade),
      valor_unitario: item.valor_unitario,
      desconto_percentual: Number(item.desconto_percentual),
      desconto_valor: item.desconto_valor,
      subtotal: item.subtotal,
      unidade: ref.unidade,
      controla_estoque: ref.controla_estoque,
      estoque_atual: ref.estoque_atual === null ? null : Number(ref.estoque_atual),
      estoque_minimo: ref.estoque_minimo === null ? null : Number(ref.estoque_minimo),
      permite_desconto: ref.permite_desconto,
    })),
    historico: historico.map(({ h, usuario_nome }) => ({
      id: h.id,
      de_status: h.de_status,
      para_status: h.para_status,
      evento: h.evento,
      observacao: h.observacao,
      origem: h.origem,
      usuario_nome,
      nome_cliente: h.nome_cliente,
      criado_em: h.criado_em.toISOString(),
    })),
    orcamentos: orcamentos.map(({ o: v, enviado_por_nome }) => ({
      versao: v.versao,
      total_geral: v.total_geral,
      validade: v.validade,
      enviado_em: v.enviado_em.toISOString(),
      enviado_por_nome,
    })),
    fotos,
    titulos,
    excluivel: o.status === 'rascunho' && orcamentos.length === 0,
  }
}
