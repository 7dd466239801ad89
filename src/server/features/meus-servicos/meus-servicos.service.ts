import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { proximaAcao, statusDosMeusServicos } from '../../../shared/meus-servicos/meus-servicos'
import type { MeusServicosView } from '../../../shared/meus-servicos/meus-servicos.schemas'
import { prazoDoCartao } from '../../../shared/patio/patio'
import type { Database, Tx } from '../../db/client'
import { clientes, os, osFotos, osItens, tecnicos, veiculos } from '../../db/schema'
import { readTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'

/** More than a technician has on the bench at once; the phone list stays short. */
const LIMITE = 100

/** The register linked to the signed-in user (Técnicos → 'Usuário do sistema'); at most one. */
function tecnicosDoUsuario(tx: Tx, tenant: Tenant) {
  return tx
    .select({ id: tecnicos.id })
    .from(tecnicos)
    .where(and(eq(tecnicos.empresa_id, tenant.empresaId), eq(tecnicos.usuario_id, tenant.userId)))
}

// Working now first, then paused, then ready to start; the nearest forecast first within each.
const ordemDoStatus = sql`case ${os.status} when 'em_execucao' then 0 when 'aguardando_peca' then 1 else 2 end`

function servicosDe(tx: Tx, empresaId: string, tecnicoIds: string[]) {
  return tx
    .select({
      id: os.id,
      numero_os: os.numero_os,
      status: os.status,
      cliente_nome: clientes.nome_razao,
      veiculo_marca: veiculos.marca,
      veiculo_modelo: veiculos.modelo,
      veiculo_placa: veiculos.placa,
      data_abertura: os.data_abertura,
      previsao_entrega: os.previsao_entrega,
      laudo: os.laudo,
      fotos: sql<number>`(select count(*)::int from ${osFotos}
        where ${osFotos.empresa_id} = ${os.empresa_id} and ${osFotos.os_id} = ${os.id})`,
    })
    .from(os)
    .leftJoin(clientes, and(eq(clientes.empresa_id, os.empresa_id), eq(clientes.id, os.cliente_id)))
    .leftJoin(veiculos, and(eq(veiculos.empresa_id, os.empresa_id), eq(veiculos.id, os.veiculo_id)))
    .where(
      and(
        eq(os.empresa_id, empresaId),
        inArray(os.tecnico_responsavel_id, tecnicoIds),
        inArray(os.status, [...statusDosMeusServicos]),
      ),
    )
    .orderBy(ordemDoStatus, sql`${os.previsao_entrega} asc nulls last`, asc(os.criado_em), asc(os.id))
    .limit(LIMITE)
}

function itensDe(tx: Tx, empresaId: string, osIds: string[]) {
  return tx
    .select({
      os_id: osItens.os_id,
      tipo: osItens.tipo,
      descricao: osItens.descricao,
      quantidade: osItens.quantidade,
    })
    .from(osItens)
    .where(and(eq(osItens.empresa_id, empresaId), inArray(osItens.os_id, osIds)))
    .orderBy(asc(osItens.ordem), asc(osItens.id))
}

/**
 * GET /api/meus-servicos: the signed-in technician's OS ready to start, in execution or waiting for a
 * part, with what to do (no prices: the answer carries no money field) and the next move.
 */
export function getMeusServicos(db: Database, tenant: Tenant): Promise<MeusServicosView> {
  return readTenant(db, tenant, async (tx) => {
    const ids = (await tecnicosDoUsuario(tx, tenant)).map((t) => t.id)
    if (ids.length === 0) return { vinculado: false, servicos: [] }
    const linhas = await servicosDe(tx, tenant.empresaId, ids)
    const itens = linhas.length
      ? await itensDe(
          tx,
          tenant.empresaId,
          linhas.map((l) => l.id),
        )
      : []
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario)
    return {
      vinculado: true,
      servicos: linhas.map((r) => {
        const status = r.status as (typeof statusDosMeusServicos)[number]
        return {
          id: r.id,
          numero_os: r.numero_os,
          status,
          cliente_nome: r.cliente_nome,
          veiculo: r.veiculo_placa
            ? {
                descricao: `${r.veiculo_marca ?? ''} ${r.veiculo_modelo ?? ''}`.trim(),
                placa: r.veiculo_placa,
              }
            : null,
          previsao_entrega: r.previsao_entrega,
          prazo: prazoDoCartao({ ...r, status }, hoje),
          itens: itens
            .filter((i) => i.os_id === r.id)
            .map((i) => ({ tipo: i.tipo, descricao: i.descricao, quantidade: Number(i.quantidade) })),
          fotos: r.fotos,
          laudo: r.laudo,
          proxima_acao: proximaAcao(status),
        }
      }),
    }
  })
}
