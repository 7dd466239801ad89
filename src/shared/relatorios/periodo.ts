import { z } from 'zod'

/** The report period presets of the filter; "personalizado" takes `de` and `ate`. */
export const periodosPreset = ['este_mes', 'mes_passado', '30d', '90d', 'este_ano'] as const
export type PeriodoPreset = (typeof periodosPreset)[number]

export const periodoLabels: Record<PeriodoPreset | 'personalizado', string> = {
  este_mes: 'Este mês',
  mes_passado: 'Mês passado',
  '30d': 'Últimos 30 dias',
  '90d': 'Últimos 90 dias',
  este_ano: 'Este ano',
  personalizado: 'Personalizado',
}

/** A longer period is a data export, not a report (DESIGN §10). */
export const MAX_ANOS = 5

export const periodoMessages = {
  dataInvalida: 'Data inválida',
  periodoInvalido: 'Período inválido',
  deObrigatorio: 'Informe a data inicial',
  ateObrigatorio: 'Informe a data final',
  ordem: 'A data final deve ser igual ou posterior à data inicial',
  maximo: `O período pode ter no máximo ${MAX_ANOS} anos`,
}
const m = periodoMessages

const isoDate = z.iso.date({ error: m.dataInvalida })

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`

/** The period's fields; `checkPeriodo` adds the rules between them. */
export const periodoCampos = z.object({
  periodo: z.enum(periodosPreset, { error: m.periodoInvalido }).optional(),
  de: isoDate.optional(),
  ate: isoDate.optional(),
})

/** A preset, or both dates with `de` ≤ `ate` and at most MAX_ANOS years between them. */
export function checkPeriodo(v: z.infer<typeof periodoCampos>, ctx: z.RefinementCtx) {
  if (v.periodo) return
  if (!v.de) ctx.addIssue({ code: 'custom', path: ['de'], message: m.deObrigatorio })
  if (!v.ate) ctx.addIssue({ code: 'custom', path: ['ate'], message: m.ateObrigatorio })
  if (!v.de || !v.ate) return
  if (v.de > v.ate) ctx.addIssue({ code: 'custom', path: ['ate'], message: m.ordem })
  else if (v.ate >= addYears(v.de, MAX_ANOS))
    ctx.addIssue({ code: 'custom', path: ['ate'], message: m.maximo })
}

/** `?periodo=` (a preset) or `?de=&ate=` (yyyy-MM-dd, inclusive, in the company's calendar). */
export const periodoQuery = periodoCampos.superRefine(checkPeriodo)
export type PeriodoQuery = z.infer<typeof periodoQuery>

/** The calendar days a preset covers on `hoje` (the company's today), both ends inclusive. */
export function periodoDoPreset(preset: PeriodoPreset, hoje: string): { de: string; ate: string } {
  const mes = hoje.slice(0, 7)
  switch (preset) {
    case 'este_mes':
      return { de: `${mes}-01`, ate: hoje }
    case 'mes_passado': {
      const fim = addDays(`${mes}-01`, -1)
      return { de: `${fim.slice(0, 7)}-01`, ate: fim }
    }
    case '30d':
      return { de: addDays(hoje, -29), ate: hoje }
    case '90d':
      return { de: addDays(hoje, -89), ate: hoje }
    case 'este_ano':
      return { de: `${hoje.slice(0, 4)}-01-01`, ate: hoje }
  }
}

/** The period a validated query asks for: its preset resolved on `hoje`, or its own dates. */
export const resolverPeriodo = (q: PeriodoQuery, hoje: string): { de: string; ate: string } =>
  q.periodo ? periodoDoPreset(q.periodo, hoje) : { de: q.de as string, ate: q.ate as string }
