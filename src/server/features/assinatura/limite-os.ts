import { type SQL, sql } from 'drizzle-orm'
import { limitesEfetivos, planoEfetivo } from '../../../shared/assinatura/assinatura'
import { planoMessages } from '../../../shared/assinatura/planos.messages'
import { queryRows, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

/**
 * The count of OS created in the calendar month of `hoje` (`yyyy-MM-dd`, the company's today) in its time
 * zone, as a scalar subquery: a range on `criado_em` between the month's local midnights, answered by
 * `os_recentes_idx` (empresa_id, criado_em). A deleted OS (only a never-sent rascunho may be) no longer
 * counts.
 */
export function osDoMesSql(empresaId: string, timeZone: string, hoje: string): SQL<number> {
  const inicio = `${hoje.slice(0, 7)}-01`
  return sql<number>`(select count(*)::int from os where os.empresa_id = ${empresaId}
    and os.criado_em >= (${inicio}::date::timestamp at time zone ${timeZone})
    and os.criado_em < ((${inicio}::date + interval '1 month')::timestamp at time zone ${timeZone}))`
}

/**
 * Refuses an OS beyond the plan's monthly limit (Básico: 50) with 402. Runs inside the creating
 * transaction, before its inserts: it first locks the company's OS counter row of the year (the row
 * numbering takes anyway), so two creations at OS 50 queue there and the second counts the first's OS
 * (its count is a new statement, with a snapshot taken after the lock was granted). Unlimited plans
 * skip both statements.
 */
export async function assertOsDentroDoLimite(tx: Tx, tenant: Tenant, hoje: string): Promise<void> {
  const limite = limitesEfetivos(tenant.empresa).osPorMes
  if (limite === null) return
  await tx.execute(
    sql`insert into os_numeracao (empresa_id, ano, ultimo) values (${tenant.empresaId}, ${Number(hoje.slice(0, 4))}, 0)
      on conflict (empresa_id, ano) do update set ultimo = os_numeracao.ultimo`,
  )
  const [{ criadas }] = await queryRows<{ criadas: number }>(
    tx,
    sql`select ${osDoMesSql(tenant.empresaId, tenant.empresa.fuso_horario, hoje)} as criadas`,
  )
  if (criadas >= limite) {
    throw new AppError(402, 'LIMITE_PLANO', planoMessages.limiteOs(planoEfetivo(tenant.empresa)))
  }
}
