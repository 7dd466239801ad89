import { describe, expect, it } from 'vitest'
import { can, defaultPermissionRows, type PermissionRow, roleLabel } from './permissoes'

const rowsOf = (role: 'gerente' | 'operador' | 'tecnico'): PermissionRow[] =>
  defaultPermissionRows().filter((r) => r.role === role)

describe('can (SPEC §6)', () => {
  it('denies without a role or subject', () => {
    expect(can(null, 'os')).toBe(false)
    expect(can({ role: null, permissions: [] }, 'dashboard')).toBe(false)
  })

  it('allows the admin everything, even without rows', () => {
    expect(can({ role: 'admin', permissions: [] }, 'contas_receber', 'delete')).toBe(true)
  })

  it('reads the role row per action, view by default', () => {
    const tecnico = { role: 'tecnico', permissions: rowsOf('tecnico') }
    expect(can(tecnico, 'os')).toBe(true)
    expect(can(tecnico, 'os', 'edit')).toBe(true)
    expect(can(tecnico, 'os', 'create')).toBe(false)
    expect(can(tecnico, 'contas_receber')).toBe(false)
    expect(can(tecnico, 'relatorios')).toBe(false)
  })

  it('denies a missing row and an unknown action', () => {
    expect(can({ role: 'gerente', permissions: [] }, 'os')).toBe(false)
    expect(can({ role: 'gerente', permissions: rowsOf('gerente') }, 'os', 'approve' as never)).toBe(false)
  })
})

describe('default matrix (DESIGN §3)', () => {
  it('has one row per role and module with the documented letters', () => {
    const rows = defaultPermissionRows()
    expect(rows).toHaveLength(24)
    const letters = (role: 'gerente' | 'operador' | 'tecnico') =>
      Object.fromEntries(
        rowsOf(role).map((r) => [
          r.modulo,
          `${r.can_view ? 'V' : ''}${r.can_create ? 'C' : ''}${r.can_edit ? 'E' : ''}${r.can_delete ? 'D' : ''}`,
        ]),
      )
    expect(letters('gerente')).toEqual({
      dashboard: 'V',
      os: 'VCED',
      agenda: 'VCED',
      contas_receber: 'VCED',
      fiscal: 'VCED',
      relatorios: 'V',
      cadastros: 'VCED',
      configuracoes: 'V',
    })
    expect(letters('operador')).toEqual({
      dashboard: 'V',
      os: 'VCE',
      agenda: 'VCE',
      contas_receber: 'VCE',
      fiscal: 'VC',
      relatorios: 'V',
      cadastros: 'VCE',
      configuracoes: 'V',
    })
    expect(letters('tecnico')).toEqual({
      dashboard: 'V',
      os: 'VE',
      agenda: 'V',
      contas_receber: '',
      fiscal: '',
      relatorios: '',
      cadastros: 'V',
      configuracoes: 'V',
    })
  })
})

describe('roleLabel', () => {
  it('labels the four roles and falls back to Usuário', () => {
    expect(['admin', 'gerente', 'operador', 'tecnico', 'x', undefined].map(roleLabel)).toEqual([
      'Administrador',
      'Gerente',
      'Operador',
      'Técnico',
      'Usuário',
      'Usuário',
    ])
  })
})
