import { describe, expect, it } from 'vitest'
import type { OsStatus } from '../../../../shared/os/os-status'
import { defaultPermissionRows } from '../../../../shared/permissoes/permissoes'
import { barraDoCelular, comRecusaDoCliente, osStatusActions } from './os-status-action-list'

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

  it('offers Enviar Orçamento on a draft, as its next step', () => {
    const rascunho = osStatusActions('rascunho', admin)
    expect(tos(rascunho)).toEqual(['orcamento_enviado', 'cancelado'])
    expect(rascunho.find((a) => a.primary)?.label).toBe('Enviar Orçamento')
    expect(tos(osStatusActions('rascunho', admin, ['rascunho']))).toEqual([])
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

  it('asks first before cancelling, reopening the quote, or a move with no way back', () => {
    const dialogs = (from: OsStatus) =>
      Object.fromEntries(osStatusActions(from, admin).map((a) => [a.to, a.dialog]))
    // Starting the work cannot return to Aprovado; delivering is final.
    expect(dialogs('aprovado')).toEqual({
      em_execucao: 'confirmar',
      rascunho: 'revisar',
      cancelado: 'cancelar',
    })
    expect(dialogs('concluido')).toEqual({ entregue: 'confirmar', cancelado: 'cancelar' })
    expect(dialogs('orcamento_enviado')).toMatchObject({ aprovado: null })
  })

  it('lets pausing and resuming be undone from the toast instead of asking', () => {
    const undo = (from: OsStatus) =>
      Object.fromEntries(osStatusActions(from, admin).map((a) => [a.to, a.desfazer]))
    expect(undo('em_execucao')).toMatchObject({ aguardando_peca: 'em_execucao', concluido: null })
    expect(undo('aguardando_peca')).toMatchObject({ em_execucao: 'aguardando_peca' })
    expect(undo('rascunho')).toEqual({ orcamento_enviado: null, cancelado: null })
    expect(undo('orcamento_enviado')).toEqual({ aprovado: null, rascunho: null, cancelado: null })
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

describe('barraDoCelular', () => {
  const destrutivas: OsStatus[] = ['cancelado', 'rascunho']

  it('puts the natural next step on the phone bar, never cancelling or revising', () => {
    const principal = (from: OsStatus) => barraDoCelular(osStatusActions(from, admin)).principal?.label
    expect(principal('rascunho')).toBe('Enviar Orçamento')
    expect(principal('orcamento_enviado')).toBe('Aprovar OS')
    expect(principal('aprovado')).toBe('Iniciar Execução')
    expect(principal('em_execucao')).toBe('Concluir Serviço')
    expect(principal('aguardando_peca')).toBe('Retomar')
    expect(principal('concluido')).toBe('Marcar como Entregue')
    for (const from of ['rascunho', 'orcamento_enviado', 'aprovado', 'concluido'] as const) {
      const { principal: p, menu } = barraDoCelular(osStatusActions(from, admin))
      expect(destrutivas).not.toContain(p?.to)
      expect(tos(menu)).toContain('cancelado')
    }
  })

  it('leaves the bar without a button when the next step is not the user’s', () => {
    // Cancelling allowed, the quote not: the menu holds it, the bar has no big red button.
    const soCancela = {
      role: 'operador',
      permissions: [
        { modulo: 'os' as const, can_view: true, can_create: false, can_edit: false, can_delete: true },
      ],
    }
    expect(barraDoCelular(osStatusActions('rascunho', soCancela))).toMatchObject({
      principal: null,
      menu: [expect.objectContaining({ to: 'cancelado' })],
    })
  })
})

describe('comRecusaDoCliente', () => {
  const recusa = { versao: 1, nome: 'Maria', em: '2026-03-10T12:00:00.000Z', motivo: 'Caro' }

  it('asks before approving a quote the customer refused', () => {
    const acoes = comRecusaDoCliente(osStatusActions('orcamento_enviado', admin), {
      status: 'orcamento_enviado',
      recusa,
    })
    expect(acoes.find((a) => a.to === 'aprovado')?.dialog).toBe('aprovar_recusado')
    expect(acoes.find((a) => a.to === 'rascunho')?.dialog).toBe('revisar')
  })

  it('approves in one tap when nobody refused', () => {
    const acoes = comRecusaDoCliente(osStatusActions('orcamento_enviado', admin), {
      status: 'orcamento_enviado',
      recusa: null,
    })
    expect(acoes.find((a) => a.to === 'aprovado')?.dialog).toBeNull()
  })
})
