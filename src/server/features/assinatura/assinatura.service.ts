import { sql } from 'drizzle-orm'
import { diasTrialRestantes, limitesEfetivos, somenteLeitura } from '../../../shared/assinatura/assinatura'
import type { AssinaturaView } from '../../../shared/assinatura/assinatura.schemas'
import { type PlanoId, planos, type StatusAssinatura } from '../../../shared/assinatura/planos'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { type Executor, queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { notFound } from '../../http/errors'
import type { Tenant } from '../auth/tenant.service'
import { osDoMesSql } from './limite-os'

/**
 * GET /api/assinatura: the company's row read now (not the session's remembered copy), with its active
 * members and this month's OS, in one statement.
 */
export function getAssinatura(db: Executor, tenant: Tenant, now: Date = new Date()): Promise<AssinaturaView> {
  return withTenant(db, tenant, async (tx) => {
    const hoje = todayInTimeZone(tenant.empresa.fuso_horario, now)
    const [row] = await queryRows<{
      plano: PlanoId
      status_assinatura: StatusAssinatura
      trial_ate: string | Date | null
      inadimplente_desde: string | Date | null
      fuso_horario: string
      cancelada_em: string | Date | null
      dados_excluir_em: string | Date | null
      usuarios: number
      os_mes: number
    }>(
      tx,
      sql`select e.plano, e.status_assinatura, e.trial_ate, e.inadimplente_desde, e.fuso_horario,
        e.cancelada_em, e.dados_excluir_em,
        (select count(*)::int from membros m where m.empresa_id = e.id and m.ativo) as usuarios,
        ${osDoMesSql(tenant.empresaId, tenant.empresa.fuso_horario, hoje)} as os_mes
      from empresas e where e.id = ${tenant.empresaId}`,
    )
    if (!row) throw notFound()
    const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())
    const assinatura = {
      ...row,
      trial_ate: iso(row.trial_ate),
      inadimplente_desde: iso(row.inadimplente_desde),
    }
    const limites = limitesEfetivos(assinatura)
    return {
      plano: row.plano,
      nome: planos[row.plano].nome,
      status_assinatura: row.status_assinatura,
      trial_ate: assinatura.trial_ate,
      inadimplente_desde: assinatura.inadimplente_desde,
      dias_trial_restantes: diasTrialRestantes(assinatura, now),
      somente_leitura: somenteLeitura(assinatura, now),
      cancelada_em: iso(row.cancelada_em),
      dados_excluir_em: iso(row.dados_excluir_em),
      uso: {
        os_mes: row.os_mes,
        os_limite: limites.osPorMes,
        usuarios: row.usuarios,
        usuarios_limite: limites.usuarios,
      },
    }
  })
}
