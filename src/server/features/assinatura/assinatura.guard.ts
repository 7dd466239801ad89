import type { FastifyRequest } from 'fastify'
import { moduloNoPlano, somenteLeitura } from '../../../shared/assinatura/assinatura'
import { planoMessages } from '../../../shared/assinatura/planos.messages'
import { portabilidadeMessages } from '../../../shared/portabilidade/portabilidade'
import { AppError } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * DESIGN §7 for every authenticated route, in one place (called by the auth hook after its 401/403): a
 * module outside the plan answers 402 whatever the method (Contas a Receber on Básico, its invoicing
 * too), and a read-only company's writes answer 402 unless the route allows them (sign-out). Read-only
 * is computed from the tenant's dates at each request, so a trial ends on time even in a remembered
 * session; an operator's plan change reaches sessions when they are forgotten (docs/decisions/008).
 */
export function checkAssinatura(req: FastifyRequest, tenant: Tenant, now: Date = new Date()) {
  const { permission, somenteLeitura: permitido } = req.routeOptions.config
  if (permission && !moduloNoPlano(tenant.empresa, permission[0])) {
    throw new AppError(402, 'PLANO_SEM_MODULO', planoMessages.semContasReceber)
  }
  if (WRITES.has(req.method) && permitido !== 'permitido' && somenteLeitura(tenant.empresa, now)) {
    const cancelada = tenant.empresa.status_assinatura === 'cancelada'
    throw new AppError(
      402,
      'SOMENTE_LEITURA',
      cancelada ? portabilidadeMessages.somenteLeituraCancelada : planoMessages.somenteLeitura,
    )
  }
}
