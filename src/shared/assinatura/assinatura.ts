import { diasEntre, todayInTimeZone } from '../formatos/data'
import type { Modulo } from '../permissoes/permissoes'
import { type PlanoId, planos, type StatusAssinatura } from './planos'

/** SPEC §9 "suspension after 7 days of non-payment": past due for more than this, the company is read-only. */
export const DIAS_TOLERANCIA_ATRASO = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** What the subscription rules read of a company (the `empresas` row, or /api/me's `empresa`). */
export interface Assinatura {
  plano: PlanoId
  status_assinatura: StatusAssinatura
  trial_ate: string | Date | null
  inadimplente_desde: string | Date | null
  fuso_horario: string
}

const instant = (value: string | Date | null): number | null => {
  if (value === null) return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : time
}

/** Whether the free trial is over at `now` (a trial without an end date never ends by itself). */
export function trialEncerrado(a: Assinatura, now: Date = new Date()): boolean {
  const fim = instant(a.trial_ate)
  return a.status_assinatura === 'trial' && fim !== null && now.getTime() >= fim
}

/**
 * DESIGN §7: after the trial's end, after 7 days past due, or once cancelled, the company may read but not
 * write until an operator activates a plan. Past due without a start date counts as within the grace
 * (the operator command always records the date).
 */
export function somenteLeitura(a: Assinatura, now: Date = new Date()): boolean {
  switch (a.status_assinatura) {
    case 'ativa':
      return false
    case 'cancelada':
      return true
    case 'trial':
      return trialEncerrado(a, now)
    case 'inadimplente': {
      const desde = instant(a.inadimplente_desde)
      return desde !== null && now.getTime() - desde > DIAS_TOLERANCIA_ATRASO * DAY_MS
    }
  }
}

/**
 * Days of trial left, counted on the company's calendar: the trial's last day minus today (7 on the
 * sign-up day, 0 on the day it ends, and 0 once it ended). Null outside a trial or without an end date.
 */
export function diasTrialRestantes(a: Assinatura, now: Date = new Date()): number | null {
  const fim = instant(a.trial_ate)
  if (a.status_assinatura !== 'trial' || fim === null) return null
  if (now.getTime() >= fim) return 0
  const ultimoDia = todayInTimeZone(a.fuso_horario, new Date(fim))
  const hoje = todayInTimeZone(a.fuso_horario, now)
  return Math.max(0, diasEntre(hoje, ultimoDia))
}

/** The plan whose limits apply: the trial has Pro limits (DESIGN §7), whatever plan is recorded. */
export function planoEfetivo(a: Pick<Assinatura, 'plano' | 'status_assinatura'>): PlanoId {
  return a.status_assinatura === 'trial' ? 'pro' : a.plano
}

/** The limits in force: OS per month and users (`null` = unlimited) and whether Contas a Receber is in. */
export function limitesEfetivos(a: Pick<Assinatura, 'plano' | 'status_assinatura'>) {
  const { osPorMes, usuarios, contasReceber } = planos[planoEfetivo(a)]
  return { osPorMes, usuarios, contasReceber }
}

/** Whether the plan includes a module: only Contas a Receber is left out (of Básico). */
export function moduloNoPlano(a: Pick<Assinatura, 'plano' | 'status_assinatura'>, modulo: Modulo): boolean {
  return modulo === 'contas_receber' ? limitesEfetivos(a).contasReceber : true
}
