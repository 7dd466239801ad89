import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm'
import type { ClienteHistoricoView } from '../../../../shared/cadastros/historico.schemas'
import { podeVer } from '../../../../shared/permissoes/campos-restritos'
import { can } from '../../../../shared/permissoes/permissoes'
import type { Executor } from '../../../db/client'
import { agendamentos, arTitulos, os, veiculos } from '../../../db/schema'
import { readTenant } from '../../../db/with-tenant'
import type { Tenant } from '../../auth/tenant.service'
import { osDoHistorico } from '../veiculos/veiculo-historico.os'
import { mensagensDoCliente } from './cliente-historico.mensagens'
import { clientesService } from './clientes.service'

/** Titles and appointments a customer page lists (the newest / the next ones). */
const LIMITE = 50

/**
 * GET /api/clientes/:id/historico: the customer, their vehicles and OS, their titles (financeiro group,
 * decision 029), their upcoming appointments (agenda view) and the messages sent to them.
 */
export function getClienteHistorico(db: Executor, tenant: Tenant, id: string): Promise<ClienteHistoricoView> {
  return readTenant(db, tenant, async (tx) => {
    const cliente = await clientesService.get(tx, tenant, id)
    const empresaId = tenant.empresaId
    const pode = { financeiro: podeVer(tenant, 'financeiro'), agenda: can(tenant, 'agenda', 'view') }
    // One after another: queries of one transaction share its connection.
    const lista = await tx
      .select({
        id: veiculos.id,
        placa: veiculos.placa,
        marca: veiculos.marca,
        modelo: veiculos.modelo,
        ano: veiculos.ano,
      })
      .from(veiculos)
      .where(and(eq(veiculos.empresa_id, empresaId), eq(veiculos.cliente_id, id)))
      .orderBy(asc(veiculos.placa))
    const timeline = await osDoHistorico(tx, empresaId, eq(os.cliente_id, id))
    const titulos = pode.financeiro
      ? await tx
          .select({
            id: arTitulos.id,
            os_id: arTitulos.os_id,
            numero_os: os.numero_os,
            parcela: arTitulos.parcela,
            vencimento: arTitulos.vencimento,
            valor: arTitulos.valor,
            valor_pago: arTitulos.valor_pago,
            status: arTitulos.status,
          })
          .from(arTitulos)
          .innerJoin(os, and(eq(os.empresa_id, arTitulos.empresa_id), eq(os.id, arTitulos.os_id)))
          .where(and(eq(arTitulos.empresa_id, empresaId), eq(arTitulos.cliente_id, id)))
          .orderBy(desc(arTitulos.vencimento), desc(arTitulos.id))
          .limit(LIMITE)
      : null
    const proximos = pode.agenda
      ? await tx
          .select({
            id: agendamentos.id,
            inicio: agendamentos.inicio,
            duracao_min: agendamentos.duracao_min,
            status: agendamentos.status,
            motivo: agendamentos.motivo,
            veiculo_id: veiculos.id,
            placa: veiculos.placa,
          })
          .from(agendamentos)
          .leftJoin(
            veiculos,
            and(eq(veiculos.empresa_id, agendamentos.empresa_id), eq(veiculos.id, agendamentos.veiculo_id)),
          )
          .where(
            and(
              eq(agendamentos.empresa_id, empresaId),
              eq(agendamentos.cliente_id, id),
              gte(agendamentos.inicio, new Date()),
              inArray(agendamentos.status, ['agendado', 'confirmado']),
            ),
          )
          .orderBy(asc(agendamentos.inicio))
          .limit(LIMITE)
      : null
    const mensagens = await mensagensDoCliente(tx, empresaId, cliente, pode)
    return {
      cliente,
      veiculos: lista,
      os: timeline.os,
      os_total: timeline.total,
      titulos: titulos?.map((t) => ({ ...t, vencimento: String(t.vencimento) })) ?? null,
      agendamentos:
        proximos?.map(({ veiculo_id, placa, inicio, ...a }) => ({
          ...a,
          inicio: inicio.toISOString(),
          veiculo: veiculo_id && placa ? { id: veiculo_id, placa } : null,
        })) ?? null,
      mensagens,
    }
  })
}
