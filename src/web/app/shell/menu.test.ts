import { describe, expect, it } from 'vitest'
import type { Me } from '../../../shared/auth/me.schemas'
import { defaultPermissionRows } from '../../../shared/permissoes/permissoes'
import { activeLink, allSideMenuLinks, canSee, isGroup, moreSheetLinks, sideMenu, visibleMenu } from './menu'

function meAs(role: Me['role']): Me {
  return {
    user: { id: '0b6f1c9e-2f7a-4f3e-9a41-3c2d6f0e8a11', name: 'Ana', email: 'ana@example.com' },
    empresa: {
      id: '7d1e5c2a-9b3f-4e8d-a6c4-1f2e3d4c5b6a',
      nome_empresa: 'Oficina',
      plano: 'pro',
      status_assinatura: 'trial',
      trial_ate: null,
      fuso_horario: 'America/Sao_Paulo',
    },
    role,
    permissions: defaultPermissionRows()
      .filter((row) => row.role === role)
      .map(({ role: _role, ...row }) => row),
  }
}

const labels = (entries: ReturnType<typeof visibleMenu>) =>
  entries.flatMap((entry) =>
    isGroup(entry) ? [entry.label, ...entry.children.map((c) => c.label)] : [entry.label],
  )

describe('visibleMenu', () => {
  it('shows the admin every entry of the spec', () => {
    expect(visibleMenu(meAs('admin'), sideMenu)).toEqual(sideMenu)
  })

  it('hides from the técnico what it may not view, and Nova without os create', () => {
    const visible = labels(visibleMenu(meAs('tecnico'), sideMenu))
    expect(visible).not.toContain('Contas a Receber')
    expect(visible).not.toContain('Relatórios')
    expect(visible).not.toContain('Nova')
    expect(visible).toEqual(
      expect.arrayContaining(['Dashboard', 'O.S.', 'Lista', 'Cadastros', 'Configurações']),
    )
  })

  it('filters the phone sheet too', () => {
    const tecnico = meAs('tecnico')
    expect(moreSheetLinks.filter((link) => canSee(tecnico, link)).map((l) => l.label)).not.toContain(
      'Relatórios',
    )
  })
})

describe('activeLink', () => {
  it('prefers the most specific route', () => {
    expect(activeLink('/os/nova', allSideMenuLinks)?.label).toBe('Nova')
    expect(activeLink('/os/123/editar', allSideMenuLinks)?.label).toBe('Lista')
    expect(activeLink('/cadastros/veiculos', allSideMenuLinks)?.label).toBe('Veículos')
  })

  it('does not confuse a prefix of a word with a route', () => {
    expect(activeLink('/osx', allSideMenuLinks)).toBeUndefined()
    expect(activeLink('/treinamento', allSideMenuLinks)).toBeUndefined()
  })
})
