import { montarIcs, uidDoAgendamento } from '../../../shared/agenda/ics'
import type { Database } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import type { Tenant } from '../auth/tenant.service'
import { type DadosDoAgendamento, dadosDoAgendamento, fimDoAgendamento } from './agendamento-mensagem'

export const ICS_NOME = 'agendamento.ics'

/** The appointment as the customer's calendar shows it: who, where, why; the shop's phone to call. */
export function icsDoAgendamento(d: DadosDoAgendamento): string {
  const descricao = [
    d.veiculo && `Veículo: ${d.veiculo}`,
    `Motivo: ${d.ag.motivo}`,
    d.empresa.telefone && `Telefone da oficina: ${d.empresa.telefone}`,
  ]
    .filter(Boolean)
    .join('\n')
  return montarIcs({
    uid: uidDoAgendamento(d.ag.id),
    inicio: d.ag.inicio,
    fim: fimDoAgendamento(d.ag),
    resumo: `${d.empresa.nome}: ${d.ag.motivo}`,
    local: d.endereco,
    descricao,
    carimbo: d.ag.atualizado_em,
    sequencia: d.ag.versao,
    cancelado: d.ag.status === 'cancelado',
  })
}

/** GET /api/agendamentos/:id/ics */
export function icsDaEmpresa(db: Database, tenant: Tenant, id: string): Promise<string> {
  return withTenant(db, tenant, async (tx) =>
    icsDoAgendamento(await dadosDoAgendamento(tx, tenant.empresaId, id)),
  )
}
