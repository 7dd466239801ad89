import { randomUUID } from 'node:crypto'
import { addDays } from 'date-fns'
import { TRIAL_DAYS } from '../../../shared/assinatura/planos'
import { defaultPermissionRows } from '../../../shared/permissoes/permissoes'
import type { Tx } from '../../db/client'
import { empresas, membros, rolePermissions } from '../../db/schema'
import { enterTenant } from '../../db/with-tenant'

/**
 * Creates a company on a 7-day trial with Pro limits, its founding Administrador and the default
 * permission rows (DESIGN §3, §7). Runs inside the caller's transaction and leaves it in the new
 * company's tenant scope.
 */
export async function createEmpresa(
  tx: Tx,
  input: { nome_empresa: string; founderUserId: string; demo?: boolean; now?: Date },
): Promise<{ empresaId: string }> {
  const empresaId = randomUUID()
  const now = input.now ?? new Date()
  await enterTenant(tx, { empresaId, userId: input.founderUserId })
  await tx.insert(empresas).values({
    id: empresaId,
    nome_empresa: input.nome_empresa,
    plano: 'pro',
    status_assinatura: 'trial',
    trial_ate: addDays(now, TRIAL_DAYS),
    demo: input.demo ?? false,
  })
  await tx
    .insert(membros)
    .values({ empresa_id: empresaId, user_id: input.founderUserId, role: 'admin', fundador: true })
  await tx
    .insert(rolePermissions)
    .values(defaultPermissionRows().map((row) => ({ ...row, empresa_id: empresaId })))
  return { empresaId }
}
