// No zod here: the signed-in shell reads the plan table (the schemas are in assinatura.schemas.ts).

export const planoIds = ['basico', 'pro', 'enterprise'] as const
export type PlanoId = (typeof planoIds)[number]

/** Annual billing discount (SPEC §9): annual price per month = monthly × 0.9. */
export const ANNUAL_DISCOUNT = 0.1
export const TRIAL_DAYS = 7

/**
 * The one plan table (SPEC §9, DESIGN §7): the pricing page and the server's limits both read it.
 * Prices are centavos per month; `null` limits mean unlimited.
 */
export const planos = {
  basico: { nome: 'Básico', precoMensal: 5990, osPorMes: 50, usuarios: 1, contasReceber: false },
  pro: { nome: 'Pro', precoMensal: 9990, osPorMes: null, usuarios: 3, contasReceber: true },
  enterprise: { nome: 'Enterprise', precoMensal: null, osPorMes: null, usuarios: null, contasReceber: true },
} as const satisfies Record<
  PlanoId,
  {
    nome: string
    precoMensal: number | null
    osPorMes: number | null
    usuarios: number | null
    contasReceber: boolean
  }
>

/** Monthly price of the annual plan, in centavos (59,90 → 53,91). */
export function annualMonthlyPrice(precoMensal: number): number {
  return Math.round(precoMensal * (1 - ANNUAL_DISCOUNT))
}

export const statusesAssinatura = ['trial', 'ativa', 'inadimplente', 'cancelada'] as const
export type StatusAssinatura = (typeof statusesAssinatura)[number]
