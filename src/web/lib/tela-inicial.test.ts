import { describe, expect, it } from 'vitest'
import { telaInicial } from './tela-inicial'

const linha = { modulo: 'os' as const, can_view: true, can_create: false, can_edit: true, can_delete: false }
const tecnico = { role: 'tecnico' as const, permissions: [linha] }

describe('telaInicial', () => {
  it('sends a technician on a phone to Meus serviços', () => {
    expect(telaInicial(tecnico, true)).toBe('/meus-servicos')
  })

  it('keeps the dashboard on desktop, for other roles and without OS view', () => {
    expect(telaInicial(tecnico, false)).toBe('/dashboard')
    expect(telaInicial({ role: 'operador', permissions: [linha] }, true)).toBe('/dashboard')
    expect(telaInicial({ role: 'tecnico', permissions: [{ ...linha, can_view: false }] }, true)).toBe(
      '/dashboard',
    )
    expect(telaInicial(null, true)).toBe('/dashboard')
  })
})
