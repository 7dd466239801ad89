import { addDays, format, getDay, parseISO } from 'date-fns'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { agendamentos } from '../../db/schema'
import type { Tenant } from '../auth/tenant.service'

/** The next `n` days after `hoje` the shop opens (Monday to Saturday), yyyy-MM-dd. */
function proximosDiasUteis(hoje: string, n: number): string[] {
  const dias: string[] = []
  for (let d = addDays(parseISO(hoje), 1); dias.length < n; d = addDays(d, 1))
    if (getDay(d) !== 0) dias.push(format(d, 'yyyy-MM-dd'))
  return dias
}

/**
 * Three appointments on the next working days, so a visitor finds the agenda in use. Never today: the
 * bell's 'próxima hora' and 'não compareceu?' would then depend on the hour the server first started.
 */
export async function seedAgenda(
  tx: Tx,
  tenant: Tenant,
  hoje: string,
  clientes: Array<{ clienteId: string; veiculoId: string }>,
  tecnicoIds: string[],
) {
  const [amanha, depois] = proximosDiasUteis(hoje, 2)
  const fuso = tenant.empresa.fuso_horario
  const as = (dia: string, hora: string) => sql`(${`${dia} ${hora}`}::timestamp at time zone ${fuso})`
  const marcados = [
    { dia: amanha, hora: '09:00', duracao_min: 60, motivo: 'Orçamento de funilaria', status: 'confirmado' },
    { dia: amanha, hora: '14:00', duracao_min: 120, motivo: 'Polimento completo', status: 'agendado' },
    { dia: depois, hora: '10:00', duracao_min: 45, motivo: 'Troca de óleo e filtro', status: 'agendado' },
  ] as const
  await tx.insert(agendamentos).values(
    marcados.map((m, i) => ({
      empresa_id: tenant.empresaId,
      cliente_id: clientes[i % clientes.length].clienteId,
      veiculo_id: clientes[i % clientes.length].veiculoId,
      tecnico_id: tecnicoIds[i % tecnicoIds.length],
      inicio: as(m.dia, m.hora),
      duracao_min: m.duracao_min,
      motivo: m.motivo,
      status: m.status,
      confirmado_em: m.status === 'confirmado' ? sql`now()` : null,
      criado_por: tenant.userId,
    })),
  )
}
