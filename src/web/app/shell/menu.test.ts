import { describe, expect, it } from 'vitest'
import { meAs } from '../me-fixture'
import {
  activeLink,
  allSideMenuLinks,
  bottomBarLinks,
  canSee,
  foraDoPlano,
  isGroup,
  type MenuLink,
  moreSheetLinks,
  nomeAcessivel,
  sideMenu,
  visibleMenu,
} from './menu'

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
    const labels = moreSheetLinks.filter((link) => canSee(tecnico, link)).map((l) => l.label)
    expect(labels).not.toContain('Relatório de Serviços')
    expect(labels).not.toContain('Relatório Financeiro')
    expect(labels).toContain('Produtos')
  })

  it('reaches on the phone every page of the side menu, with the same permission', () => {
    const phone = [...bottomBarLinks, ...moreSheetLinks]
    // Opened from the pages they belong to: the OS list's 'Nova OS' and the training centre's tabs.
    const viaPagina = ['/os/nova', '/treinamento/videos', '/treinamento/documentos', '/treinamento/guias']
    for (const link of allSideMenuLinks) {
      if (viaPagina.includes(link.to)) continue
      const noCelular = phone.find((l) => l.to === link.to)
      expect(noCelular, link.to).toBeDefined()
      expect(noCelular?.modulo, link.to).toBe(link.modulo)
    }
    expect(phone.map((l) => l.to)).toEqual(expect.arrayContaining(['/os', '/treinamento']))
  })
})

describe('Contas a Receber and the plan', () => {
  const contasReceber = (links: MenuLink[]) => links.find((link) => link.to === '/contas-receber')!
  const basico = { plano: 'basico', status_assinatura: 'ativa' } as const

  it('keeps the item on Básico, locked, with a name that says it needs the Pro plan', () => {
    const admin = meAs('admin', basico)
    expect(labels(visibleMenu(admin, sideMenu))).toContain('Contas a Receber')
    const [menuItem, barItem] = [contasReceber(allSideMenuLinks), contasReceber(bottomBarLinks)]
    expect(foraDoPlano(admin, menuItem)).toBe(true)
    expect(foraDoPlano(admin, barItem)).toBe(true)
    expect(nomeAcessivel(admin, menuItem)).toBe('Contas a Receber (disponível no plano Pro)')
    expect(nomeAcessivel(admin, barItem)).toBe('Financeiro (disponível no plano Pro)')
    // Only that module is outside Básico.
    expect(allSideMenuLinks.filter((link) => foraDoPlano(admin, link)).map((l) => l.label)).toEqual([
      'Contas a Receber',
    ])
    expect(moreSheetLinks.some((link) => foraDoPlano(admin, link))).toBe(false)
  })

  it('opens it on Pro and during the trial (Pro limits), even if the company is recorded as Básico', () => {
    expect(foraDoPlano(meAs('admin'), contasReceber(allSideMenuLinks))).toBe(false)
    const trialBasico = meAs('admin', { plano: 'basico', status_assinatura: 'trial' })
    expect(foraDoPlano(trialBasico, contasReceber(allSideMenuLinks))).toBe(false)
    expect(nomeAcessivel(trialBasico, contasReceber(allSideMenuLinks))).toBe('Contas a Receber')
  })

  it('still hides it from a role without the view, whatever the plan', () => {
    expect(labels(visibleMenu(meAs('tecnico', basico), sideMenu))).not.toContain('Contas a Receber')
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
