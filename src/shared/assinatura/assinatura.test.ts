import { describe, expect, it } from 'vitest'
import {
  type Assinatura,
  diasTrialRestantes,
  limitesEfetivos,
  moduloNoPlano,
  planoEfetivo,
  somenteLeitura,
  trialEncerrado,
} from './assinatura'
import { planoMessages } from './planos.messages'

const base: Assinatura = {
  plano: 'pro',
  status_assinatura: 'trial',
  trial_ate: '2026-03-17T15:00:00Z',
  inadimplente_desde: null,
  fuso_horario: 'America/Sao_Paulo',
}
const at = (iso: string) => new Date(iso)

describe('somenteLeitura', () => {
  it('lets a trial write until its end, and not from that instant on', () => {
    expect(somenteLeitura(base, at('2026-03-17T14:59:59Z'))).toBe(false)
    expect(trialEncerrado(base, at('2026-03-17T14:59:59Z'))).toBe(false)
    expect(somenteLeitura(base, at('2026-03-17T15:00:00Z'))).toBe(true)
    expect(trialEncerrado(base, at('2026-03-20T00:00:00Z'))).toBe(true)
  })

  it('gives a past-due company 7 days of grace, then read-only', () => {
    const atrasada: Assinatura = {
      ...base,
      status_assinatura: 'inadimplente',
      inadimplente_desde: '2026-03-01T12:00:00Z',
    }
    expect(somenteLeitura(atrasada, at('2026-03-07T12:00:00Z'))).toBe(false)
    expect(somenteLeitura(atrasada, at('2026-03-08T12:00:00Z'))).toBe(false)
    expect(somenteLeitura(atrasada, at('2026-03-08T12:00:01Z'))).toBe(true)
    // Without the date it was marked late, the grace is assumed (the operator command records it).
    expect(somenteLeitura({ ...atrasada, inadimplente_desde: null }, at('2027-01-01T00:00:00Z'))).toBe(false)
  })

  it('keeps an active plan writable whatever its old trial date, and a cancelled one read-only', () => {
    const now = at('2026-06-01T00:00:00Z')
    expect(somenteLeitura({ ...base, status_assinatura: 'ativa' }, now)).toBe(false)
    expect(somenteLeitura({ ...base, status_assinatura: 'cancelada' }, now)).toBe(true)
    expect(somenteLeitura({ ...base, trial_ate: null }, now)).toBe(false)
  })
})

describe('diasTrialRestantes', () => {
  it("counts the days to the trial's last day on the company's calendar", () => {
    // Signed up on 10/03 at 12:00 in São Paulo: the trial ends on 17/03 at 12:00.
    expect(diasTrialRestantes(base, at('2026-03-10T15:00:00Z'))).toBe(7)
    // 03:30 UTC is 00:30 of the 11th in São Paulo (6 left); 02:30 UTC is still 23:30 of the 10th (7 left).
    expect(diasTrialRestantes(base, at('2026-03-11T03:30:00Z'))).toBe(6)
    expect(diasTrialRestantes(base, at('2026-03-11T02:30:00Z'))).toBe(7)
    expect(diasTrialRestantes(base, at('2026-03-17T10:00:00Z'))).toBe(0)
  })

  it('counts across the end of a month, whatever its length', () => {
    // Signed up on 24/11 at 00:20 in São Paulo: the trial ends on 01/12, 7 days later.
    const novembro = { ...base, trial_ate: '2026-12-01T03:20:00Z' }
    expect(diasTrialRestantes(novembro, at('2026-11-24T03:20:00Z'))).toBe(7)
    expect(diasTrialRestantes(novembro, at('2026-11-30T12:00:00Z'))).toBe(1)
    // February has 28 days in 2027: 25/02 to 04/03 is still 7.
    const fevereiro = { ...base, trial_ate: '2027-03-04T15:00:00Z' }
    expect(diasTrialRestantes(fevereiro, at('2027-02-25T15:00:00Z'))).toBe(7)
  })

  it('uses the zone of the company, not the machine', () => {
    // The trial ends at 01:00 UTC of 17/03, which is 21:00 of 16/03 in Cuiabá (UTC-4): on the 16th it is
    // the last day there (0 left), while on UTC's calendar the 17th is still to come (1 left).
    const trial = { ...base, trial_ate: '2026-03-17T01:00:00Z' }
    expect(diasTrialRestantes({ ...trial, fuso_horario: 'America/Cuiaba' }, at('2026-03-16T12:00:00Z'))).toBe(
      0,
    )
    expect(diasTrialRestantes({ ...trial, fuso_horario: 'UTC' }, at('2026-03-16T12:00:00Z'))).toBe(1)
  })

  it('is 0 once ended and has no count outside a trial or without a date', () => {
    expect(diasTrialRestantes(base, at('2026-04-01T00:00:00Z'))).toBe(0)
    expect(diasTrialRestantes({ ...base, status_assinatura: 'ativa' }, at('2026-03-10T00:00:00Z'))).toBeNull()
    expect(diasTrialRestantes({ ...base, trial_ate: null }, at('2026-03-10T00:00:00Z'))).toBeNull()
    expect(diasTrialRestantes({ ...base, trial_ate: 'não é data' }, at('2026-03-10T00:00:00Z'))).toBeNull()
  })
})

describe('plan limits', () => {
  it('gives the trial Pro limits even on a company recorded as Básico', () => {
    expect(planoEfetivo({ plano: 'basico', status_assinatura: 'trial' })).toBe('pro')
    expect(limitesEfetivos({ plano: 'basico', status_assinatura: 'trial' })).toEqual({
      osPorMes: null,
      usuarios: 3,
      contasReceber: true,
    })
  })

  it('applies Básico once subscribed: 50 OS a month, 1 user, no Contas a Receber', () => {
    const basico = { plano: 'basico', status_assinatura: 'ativa' } as const
    expect(limitesEfetivos(basico)).toEqual({ osPorMes: 50, usuarios: 1, contasReceber: false })
    expect(moduloNoPlano(basico, 'contas_receber')).toBe(false)
    expect(moduloNoPlano(basico, 'os')).toBe(true)
    expect(moduloNoPlano({ plano: 'pro', status_assinatura: 'inadimplente' }, 'contas_receber')).toBe(true)
    expect(limitesEfetivos({ plano: 'enterprise', status_assinatura: 'ativa' })).toEqual({
      osPorMes: null,
      usuarios: null,
      contasReceber: true,
    })
  })
})

describe('planoMessages.periodoDeTeste', () => {
  it('says the days left, and "termina hoje" on the last day', () => {
    expect(planoMessages.periodoDeTeste(7)).toBe('Período de teste: 7 dias restantes')
    expect(planoMessages.periodoDeTeste(1)).toBe('Período de teste: 1 dia restante')
    expect(planoMessages.periodoDeTeste(0)).toBe('Período de teste: termina hoje')
    expect(planoMessages.periodoDeTeste(null)).toBe('Período de teste')
  })
})
