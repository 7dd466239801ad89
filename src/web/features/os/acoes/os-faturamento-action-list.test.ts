import { describe, expect, it } from 'vitest'
import { defaultPermissionRows } from '../../../../shared/permissoes/permissoes'
import { faturamentoAcoes, semBloqueadasPorFaturamento } from './os-faturamento-action-list'
import { osStatusActions } from './os-status-action-list'

const admin = { role: 'admin', permissions: [] }
const as = (role: 'gerente' | 'operador' | 'tecnico') => ({
  role,
  permissions: defaultPermissionRows().filter((row) => row.role === role),
})
const os = (
  status: 'em_execucao' | 'concluido' | 'aprovado' | 'entregue',
  faturado_em: string | null = null,
) => ({
  status,
  faturado_em,
})

describe('faturamentoAcoes', () => {
  it('offers Faturar on an OS in execution or concluded, once', () => {
    expect(faturamentoAcoes(os('em_execucao'), admin)).toEqual({ faturar: true, estornar: false })
    expect(faturamentoAcoes(os('concluido'), admin)).toEqual({ faturar: true, estornar: false })
    expect(faturamentoAcoes(os('aprovado'), admin).faturar).toBe(false)
    expect(faturamentoAcoes(os('entregue'), admin).faturar).toBe(false)
    expect(faturamentoAcoes(os('concluido', '2026-11-22T12:00:00Z'), admin)).toEqual({
      faturar: false,
      estornar: true,
    })
  })

  it('follows the roles: invoicing needs contas_receber create, reversing needs delete', () => {
    expect(faturamentoAcoes(os('concluido'), as('operador')).faturar).toBe(true)
    expect(faturamentoAcoes(os('concluido', '2026-11-22T12:00:00Z'), as('operador')).estornar).toBe(false)
    expect(faturamentoAcoes(os('concluido', '2026-11-22T12:00:00Z'), as('gerente')).estornar).toBe(true)
    expect(faturamentoAcoes(os('concluido'), as('tecnico'))).toEqual({ faturar: false, estornar: false })
  })
})

describe('semBloqueadasPorFaturamento', () => {
  it('hides revising and cancelling while the OS is invoiced', () => {
    const actions = osStatusActions('em_execucao', admin)
    const tos = (list: typeof actions) => list.map((a) => a.to)
    expect(tos(semBloqueadasPorFaturamento(actions, os('em_execucao')))).toEqual(tos(actions))
    expect(tos(semBloqueadasPorFaturamento(actions, os('em_execucao', '2026-11-22T12:00:00Z')))).toEqual([
      'aguardando_peca',
      'concluido',
    ])
  })
})
