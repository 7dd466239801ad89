import { and, eq, sql } from 'drizzle-orm'
import { agendaMessages as m } from '../../../shared/agenda/agenda.messages'
import type { ChegouResult } from '../../../shared/agenda/agenda.schemas'
import { createOsInput } from '../../../shared/os/os.schemas'
import { can } from '../../../shared/permissoes/permissoes'
import type { Executor } from '../../db/client'
import { agendamentos, tecnicos } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { forbidden } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { createOs } from '../os/os.service'
import { conferirTransicao, travar } from './agenda.service'

/** The draft OS's notes: why the customer came, and what was noted when booking. */
export const observacoesDaOs = (motivo: string, observacoes: string | null) =>
  [`Agendamento: ${motivo}`, observacoes].filter(Boolean).join('\n')

/**
 * POST /api/agendamentos/:id/chegou: the customer arrived. One transaction: the OS feature's own
 * creation (number, history, plan limit) opens the draft, and the appointment points at it.
 */
export function registrarChegada(
  db: Executor,
  tenant: Tenant,
  id: string,
  versao: number,
): Promise<ChegouResult> {
  // Opening an OS is the OS module's action; the route already asked for agenda edit.
  if (!can(tenant, 'os', 'create')) throw forbidden(m.semPermissaoOs)
  return withTenant(db, tenant, async (tx) => {
    const ag = await travar(tx, tenant, id, versao)
    conferirTransicao(ag.status, 'chegou')
    // A technician who has since left is not made responsible (the OS would refuse him).
    const [tecnico] = ag.tecnico_id
      ? await tx
          .select({ ativo: tecnicos.ativo })
          .from(tecnicos)
          .where(and(eq(tecnicos.empresa_id, tenant.empresaId), eq(tecnicos.id, ag.tecnico_id)))
      : []
    const nova = await createOs(
      tx,
      tenant,
      createOsInput.parse({
        cliente_id: ag.cliente_id,
        veiculo_id: ag.veiculo_id,
        tecnico_responsavel_id: tecnico?.ativo ? ag.tecnico_id : null,
        observacoes: observacoesDaOs(ag.motivo, ag.observacoes).slice(0, 2000),
      }),
    )
    await tx
      .update(agendamentos)
      .set({
        status: 'chegou',
        os_id: nova.id,
        versao: sql`${agendamentos.versao} + 1`,
        atualizado_em: sql`now()`,
      })
      .where(and(eq(agendamentos.empresa_id, tenant.empresaId), eq(agendamentos.id, id)))
    return { os_id: nova.id, numero_os: nova.numero_os }
  })
}
