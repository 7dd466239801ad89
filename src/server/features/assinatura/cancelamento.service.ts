import { addDays } from 'date-fns'
import { eq } from 'drizzle-orm'
import {
  type CancelarAssinaturaInput,
  DIAS_PARA_EXCLUSAO,
  portabilidadeMessages as m,
  mesmoNome,
} from '../../../shared/portabilidade/portabilidade'
import type { Executor } from '../../db/client'
import { empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, conflict, notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

/**
 * POST /api/assinatura/cancelar (issue 29 item 5): the admin types the company's name; the company becomes
 * `cancelada` (read-only, assinatura.guard.ts) and its data is kept `DIAS_PARA_EXCLUSAO` days for the
 * export, then deleted by the daily job (portabilidade/exclusao.service.ts) except what the law requires.
 */
export function cancelarAssinatura(
  db: Executor,
  tenant: Tenant,
  input: CancelarAssinaturaInput,
  now: Date = new Date(),
) {
  return withTenant(db, tenant, async (tx) => {
    const [atual] = await tx
      .select({ nome: empresas.nome_empresa, status: empresas.status_assinatura })
      .from(empresas)
      .where(eq(empresas.id, tenant.empresaId))
      .for('update')
    if (!atual) throw notFound()
    if (!mesmoNome(input.confirmacao, atual.nome)) {
      throw new AppError(400, 'VALIDATION', m.confirmacaoDiferente, { confirmacao: m.confirmacaoDiferente })
    }
    if (atual.status === 'cancelada') throw conflict('JA_CANCELADA', m.jaCancelada)
    await tx
      .update(empresas)
      .set({
        status_assinatura: 'cancelada',
        cancelada_em: now,
        dados_excluir_em: addDays(now, DIAS_PARA_EXCLUSAO),
      })
      .where(eq(empresas.id, tenant.empresaId))
  })
}
