import { describe, expect, it } from 'vitest'
import { defaultPermissionRows } from '../../../../shared/permissoes/permissoes'
import { osStatusActions } from './os-status-action-list'

const admin = { role: 'admin', permissions: [] }
const as = (role: 'operador' | 'tecnico') => ({
  role,
  permissions: defaultPermissionRows().filter((row) => row.role === role),
})
const tos = (list: ReturnType<typeof osStatusActions>) => list.map((a) => a.to)

describe('osStatusActions', () => {
  it('offers the machine’s next statuses, forward moves first and cancel last', () => {
    expect(tos(osStatusActions('em_execucao', admin))).toEqual([
      'aguardando_peca',
      'concluido',
      'rascunho',
      'cancelado',
    ])
    expect(osStatusActions('em_execucao', admin).find((a) => a.primary)?.to).toBe('concluido')
  })

  it('leaves Enviar Orçamento to the form unless asked for', () => {
    expect(tos(osStatusActions('rascunho', admin))).toEqual(['cancelado'])
    expect(tos(osStatusActions('rascunho', admin, ['orcamento_enviado']))).toEqual(['orcamento_enviado'])
  })

  it('narrows to `only`', () => {
    expect(tos(osStatusActions('aguardando_peca', admin, ['em_execucao', 'aguardando_peca']))).toEqual([
      'em_execucao',
    ])
  })

  it('calls resuming from aguardando_peca "Retomar"', () => {
    const resume = osStatusActions('aguardando_peca', admin).find((a) => a.to === 'em_execucao')
    expect(resume?.label).toBe('Retomar')
    expect(osStatusActions('aprovado', admin).find((a) => a.to === 'em_execucao')?.label).toBe(
      'Iniciar Execução',
    )
  })

  it('hides cancel without os delete, and everything without os edit', () => {
    expect(tos(osStatusActions('concluido', as('operador')))).toEqual(['entregue'])
    expect(tos(osStatusActions('concluido', { role: 'tecnico', permissions: [] }))).toEqual([])
    expect(tos(osStatusActions('concluido', as('tecnico')))).toEqual(['entregue'])
  })

  it('asks first before cancelling or reopening the quote', () => {
    const dialogs = Object.fromEntries(osStatusActions('aprovado', admin).map((a) => [a.to, a.dialog]))
    expect(dialogs).toEqual({ em_execucao: null, rascunho: 'revisar', cancelado: 'cancelar' })
  })

  it('asks to confirm the conclusion, which moves stock', () => {
    const concluir = osStatusActions('em_execucao', admin).find((a) => a.to === 'concluido')
    expect(concluir?.dialog).toBe('concluir')
  })

  it('has nothing for delivered or cancelled', () => {
    expect(osStatusActions('entregue', admin)).toEqual([])
    expect(osStatusActions('cancelado', admin)).toEqual([])
  })
})
