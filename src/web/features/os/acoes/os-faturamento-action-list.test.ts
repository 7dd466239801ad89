import { describe, expect, it } from 'vitest'
import { defaultPermissionRows } from '../../../../shared/permissoes/permissoes'
import { faturamentoAcoes, semBloqueadasPorFaturamento } from './os-faturamento-action-list'
import { osStatusActions } from './os-status-action-list'

const pro = { plano: 'pro', status_assinatura: 'ativa' } as const
const basico = { plano: 'basico', status_assinatura: 'ativa' } as const
const admin = { role: 'admin', permissions: [], empresa: pro }
const as = (role: 'gerente' | 'operador' | 'tecnico', empresa: typeof pro | typeof basico = pro) => ({
  role,
  permissions: defaultPermissionRows().filter((row) => row.role === role),
  empresa,
})
const faturada = '2026-11-22T12:00:00Z'
const os = (
  status: 'em_execucao' | 'concluido' | 'aprovado' | 'entregue',
  faturado_em: string | null = null,
) => ({
  status,
  faturado_em,
})

describe('faturamentoAcoes', () => {
  it('offers Faturar on an OS in execution or concluded, once', () => {
    const soFaturar = { faturar: true, estornar: false, receber: true, foraDoPlano: false }
    expect(faturamentoAcoes(os('em_execucao'), admin)).toEqual(soFaturar)
    expect(faturamentoAcoes(os('concluido'), admin)).toEqual(soFaturar)
    expect(faturamentoAcoes(os('aprovado'), admin).faturar).toBe(false)
    expect(faturamentoAcoes(os('entregue'), admin).faturar).toBe(false)
    expect(faturamentoAcoes(os('concluido', faturada), admin)).toEqual({
      faturar: false,
      estornar: true,
      receber: true,
      foraDoPlano: false,
    })
  })

  it('follows the roles: invoicing needs contas_receber create, reversing needs delete', () => {
    expect(faturamentoAcoes(os('concluido'), as('operador')).faturar).toBe(true)
    expect(faturamentoAcoes(os('concluido', faturada), as('operador')).estornar).toBe(false)
    expect(faturamentoAcoes(os('concluido', faturada), as('gerente')).estornar).toBe(true)
    expect(faturamentoAcoes(os('concluido'), as('tecnico'))).toEqual({
      faturar: false,
      estornar: false,
      receber: false,
      foraDoPlano: false,
    })
  })

  it('offers nothing on Básico (no Contas a Receber) and says so to who would have had an action', () => {
    const nada = { faturar: false, estornar: false, receber: false }
    const adminBasico = { ...admin, empresa: basico }
    expect(faturamentoAcoes(os('concluido'), adminBasico)).toEqual({ ...nada, foraDoPlano: true })
    expect(faturamentoAcoes(os('concluido', faturada), adminBasico)).toEqual({ ...nada, foraDoPlano: true })
    // Invoiced while on Pro: the operador could have received the titles.
    expect(faturamentoAcoes(os('concluido', faturada), as('operador', basico))).toEqual({
      ...nada,
      foraDoPlano: true,
    })
    // Nothing to invoice yet, or a role that never invoices: no line either.
    expect(faturamentoAcoes(os('aprovado'), adminBasico).foraDoPlano).toBe(false)
    expect(faturamentoAcoes(os('concluido'), as('tecnico', basico)).foraDoPlano).toBe(false)
  })

  it('gives a trial on Básico the Pro modules', () => {
    const trial = { ...admin, empresa: { plano: 'basico', status_assinatura: 'trial' } as const }
    expect(faturamentoAcoes(os('concluido'), trial).faturar).toBe(true)
  })
})

describe('semBloqueadasPorFaturamento', () => {
  it('hides revising and cancelling while the OS is invoiced', () => {
    const actions = osStatusActions('em_execucao', admin)
    const tos = (list: typeof actions) => list.map((a) => a.to)
    expect(tos(semBloqueadasPorFaturamento(actions, os('em_execucao')))).toEqual(tos(actions))
    expect(tos(semBloqueadasPorFaturamento(actions, os('em_execucao', faturada)))).toEqual([
      'aguardando_peca',
      'concluido',
    ])
  })
})
