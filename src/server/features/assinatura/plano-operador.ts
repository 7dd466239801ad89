import { addDays } from 'date-fns'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { planoSchema, statusAssinaturaSchema } from '../../../shared/assinatura/assinatura.schemas'
import { type PlanoId, planos, type StatusAssinatura, TRIAL_DAYS } from '../../../shared/assinatura/planos'
import { formatDate } from '../../../shared/formatos/data'
import { DIAS_PARA_EXCLUSAO } from '../../../shared/portabilidade/portabilidade'
import type { Executor } from '../../db/client'
import { empresas } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { AppError, notFound } from '../../http/errors'

/** `npm run plan -- --empresa <id> --plano <p> [--status <s>] [--dias-trial N]`, validated. */
export const planoOperadorInput = z.strictObject({
  empresa: z.uuid('--empresa: informe o id (uuid) da empresa'),
  plano: planoSchema,
  status: statusAssinaturaSchema.optional(),
  dias_trial: z.coerce
    .number()
    .int('--dias-trial: um número inteiro de dias')
    .min(0, '--dias-trial: de 0 a 365')
    .max(365, '--dias-trial: de 0 a 365')
    .optional(),
})
export type PlanoOperadorInput = z.infer<typeof planoOperadorInput>

const estadoColumns = {
  nome_empresa: empresas.nome_empresa,
  plano: empresas.plano,
  status_assinatura: empresas.status_assinatura,
  trial_ate: empresas.trial_ate,
  inadimplente_desde: empresas.inadimplente_desde,
  fuso_horario: empresas.fuso_horario,
  cancelada_em: empresas.cancelada_em,
  dados_excluir_em: empresas.dados_excluir_em,
  dados_excluidos_em: empresas.dados_excluidos_em,
}

export interface EstadoAssinatura {
  plano: PlanoId
  status_assinatura: StatusAssinatura
  trial_ate: string | null
  inadimplente_desde: string | null
}

export interface PlanoAplicado {
  empresa: { id: string; nome: string; fuso_horario: string }
  antes: EstadoAssinatura
  depois: EstadoAssinatura
}

const iso = (d: Date | null) => d?.toISOString() ?? null

/**
 * The platform operator's plan change (payment collection is a later issue); it also reactivates a
 * cancelled company within its 30 days (the deletion is called off). Activating a plan (the
 * default status) makes the company `ativa` and clears its past-due date; `inadimplente` records since
 * when (kept if it already was); `trial` (or `--dias-trial N` alone) restarts the trial for N days
 * (default 7). The caller forgets the company's remembered sessions when it runs inside the server.
 */
export async function aplicarPlano(
  db: Executor,
  input: PlanoOperadorInput,
  now: Date = new Date(),
): Promise<PlanoAplicado> {
  const status = input.status ?? (input.dias_trial !== undefined ? 'trial' : 'ativa')
  if (input.dias_trial !== undefined && status !== 'trial') {
    throw new AppError(400, 'VALIDATION', '--dias-trial só vale com --status trial')
  }
  return withTenant(db, { empresaId: input.empresa }, async (tx) => {
    const [atual] = await tx
      .select(estadoColumns)
      .from(empresas)
      .where(eq(empresas.id, input.empresa))
      .for('update')
    if (!atual) throw notFound(`Empresa não encontrada: ${input.empresa}`)
    // Reactivating a cancelled company within its 30 days keeps its data; after the deletion there is
    // nothing left to reactivate (docs/decisions/038).
    if (atual.dados_excluidos_em && status !== 'cancelada') {
      throw new AppError(
        409,
        'DADOS_EXCLUIDOS',
        'Os dados desta empresa já foram excluídos após o cancelamento',
      )
    }
    const [novo] = await tx
      .update(empresas)
      .set({
        plano: input.plano,
        status_assinatura: status,
        trial_ate: status === 'trial' ? addDays(now, input.dias_trial ?? TRIAL_DAYS) : atual.trial_ate,
        // Out of `cancelada`, the deletion is called off (the operator's reactivation); into it, the
        // 30 days start as when the admin cancels.
        ...(status === 'cancelada'
          ? {
              cancelada_em: atual.cancelada_em ?? now,
              dados_excluir_em: atual.dados_excluir_em ?? addDays(now, DIAS_PARA_EXCLUSAO),
            }
          : { cancelada_em: null, dados_excluir_em: null }),
        inadimplente_desde:
          status !== 'inadimplente'
            ? null
            : atual.status_assinatura === 'inadimplente'
              ? (atual.inadimplente_desde ?? now)
              : now,
      })
      .where(eq(empresas.id, input.empresa))
      .returning(estadoColumns)
    const estado = (row: typeof atual): EstadoAssinatura => ({
      plano: row.plano,
      status_assinatura: row.status_assinatura,
      trial_ate: iso(row.trial_ate),
      inadimplente_desde: iso(row.inadimplente_desde),
    })
    return {
      empresa: { id: input.empresa, nome: atual.nome_empresa, fuso_horario: atual.fuso_horario },
      antes: estado(atual),
      depois: estado(novo),
    }
  })
}

const rotulos: Record<keyof EstadoAssinatura, string> = {
  plano: 'plano',
  status_assinatura: 'status',
  trial_ate: 'teste até',
  inadimplente_desde: 'em atraso desde',
}

/** What the command prints: one line per field that changed, in the company's calendar. */
export function descreverMudancas({ empresa, antes, depois }: PlanoAplicado): string[] {
  const mostrar = (campo: keyof EstadoAssinatura, valor: string | null) => {
    if (valor === null) return '—'
    if (campo === 'plano') return planos[valor as PlanoId].nome
    if (campo === 'trial_ate' || campo === 'inadimplente_desde')
      return formatDate(valor, empresa.fuso_horario)
    return valor
  }
  const campos = Object.keys(rotulos) as Array<keyof EstadoAssinatura>
  const mudancas = campos
    .filter((campo) => antes[campo] !== depois[campo])
    .map((campo) => `  ${rotulos[campo]}: ${mostrar(campo, antes[campo])} → ${mostrar(campo, depois[campo])}`)
  return [
    `Empresa "${empresa.nome}" (${empresa.id})`,
    ...(mudancas.length ? mudancas : ['  nada mudou: a empresa já estava assim']),
  ]
}
