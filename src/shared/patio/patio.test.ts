import { describe, expect, it } from 'vitest'
import { defaultPermissionRows } from '../permissoes/permissoes'
import { destinosDoCartao, isStatusDoPatio, prazoDoCartao, statusDoPatio } from './patio'

const hoje = '2026-11-22'
const os = (previsao_entrega: string | null, status: 'aprovado' | 'concluido' = 'aprovado') => ({
  status,
  previsao_entrega,
  data_abertura: '2026-11-12',
})
const papel = (role: 'gerente' | 'operador' | 'tecnico') => ({
  role,
  permissions: defaultPermissionRows().filter((row) => row.role === role),
})

describe('the board’s columns', () => {
  it('are the statuses an OS still sits in at the shop, Concluído included', () => {
    expect(statusDoPatio).toEqual([
      'rascunho',
      'orcamento_enviado',
      'aprovado',
      'em_execucao',
      'aguardando_peca',
      'concluido',
    ])
    expect(isStatusDoPatio('entregue')).toBe(false)
    expect(isStatusDoPatio('cancelado')).toBe(false)
  })
})

describe('prazoDoCartao', () => {
  it('keeps the OS list’s label and gives it a tone', () => {
    expect(prazoDoCartao(os('2026-11-20'), hoje)).toEqual({ texto: '2 d atrasado', tom: 'atrasada' })
    expect(prazoDoCartao(os(hoje), hoje)).toEqual({ texto: 'Vence hoje', tom: 'hoje' })
    expect(prazoDoCartao(os('2026-11-25'), hoje)).toEqual({ texto: '3 d restantes', tom: 'em_dia' })
    expect(prazoDoCartao(os(null), hoje)).toEqual({ texto: '10 d aberto', tom: 'sem_previsao' })
  })

  it('has no deadline once concluded', () => {
    expect(prazoDoCartao(os('2026-11-01', 'concluido'), hoje)).toBeNull()
  })
})

describe('destinosDoCartao', () => {
  it('lists the machine’s next statuses the user may take', () => {
    expect(destinosDoCartao('aprovado', { role: 'admin', permissions: [] })).toEqual([
      'em_execucao',
      'rascunho',
      'cancelado',
    ])
    // Cancelling needs `os` delete, which the default Operador and Técnico lack.
    expect(destinosDoCartao('em_execucao', papel('operador'))).toEqual([
      'aguardando_peca',
      'concluido',
      'rascunho',
    ])
    expect(destinosDoCartao('concluido', papel('gerente'))).toEqual(['entregue', 'cancelado'])
    expect(destinosDoCartao('aprovado', null)).toEqual([])
  })
})
