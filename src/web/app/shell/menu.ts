import {
  BarChart3,
  BookOpen,
  CalendarClock,
  CalendarDays,
  Car,
  ClipboardCheck,
  ClipboardList,
  FileText,
  FolderOpen,
  GraduationCap,
  HardHat,
  Kanban,
  LayoutDashboard,
  List,
  type LucideIcon,
  Package,
  PieChart,
  PlayCircle,
  PlusCircle,
  Receipt,
  Settings,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react'
import { moduloNoPlano } from '../../../shared/assinatura/assinatura'
import type { Me } from '../../../shared/auth/me.schemas'
import { type GrupoDeCampos, podeVer } from '../../../shared/permissoes/campos-restritos'
import { type Acao, can, type Modulo } from '../../../shared/permissoes/permissoes'

/**
 * A menu link; without `modulo` it only needs a login (SPEC §6). `grupo`: the page is made of another
 * module's data too (the financial report is receivables), so it also needs that group (campos-restritos.ts).
 */
export type MenuLink = {
  label: string
  to: string
  icon: LucideIcon
  modulo?: Modulo
  acao?: Acao
  grupo?: GrupoDeCampos
}
export type MenuGroup = { label: string; icon: LucideIcon; base: string; children: MenuLink[] }
export type MenuEntry = MenuLink | MenuGroup

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry
}

/** The desktop side menu, in the spec's order. */
export const sideMenu: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  {
    label: 'O.S.',
    icon: ClipboardList,
    base: '/os',
    children: [
      { label: 'Lista', to: '/os', icon: List, modulo: 'os' },
      { label: 'Nova', to: '/os/nova', icon: PlusCircle, modulo: 'os', acao: 'create' },
    ],
  },
  { label: 'Pátio', to: '/patio', icon: Kanban, modulo: 'os' },
  { label: 'Agenda', to: '/agenda', icon: CalendarDays, modulo: 'agenda' },
  { label: 'Revisões', to: '/agenda/revisoes', icon: CalendarClock, modulo: 'agenda' },
  { label: 'Meus serviços', to: '/meus-servicos', icon: ClipboardCheck, modulo: 'os' },
  { label: 'Contas a Receber', to: '/contas-receber', icon: Wallet, modulo: 'contas_receber' },
  { label: 'Notas fiscais', to: '/notas-fiscais', icon: Receipt, modulo: 'fiscal' },
  {
    label: 'Relatórios',
    icon: BarChart3,
    base: '/relatorios',
    children: [
      { label: 'Serviço', to: '/relatorios/servico', icon: Wrench, modulo: 'relatorios' },
      {
        label: 'Financeiro',
        to: '/relatorios/financeiro',
        icon: Wallet,
        modulo: 'relatorios',
        grupo: 'financeiro',
      },
    ],
  },
  {
    label: 'Cadastros',
    icon: FolderOpen,
    base: '/cadastros',
    children: [
      { label: 'Clientes', to: '/cadastros/clientes', icon: Users, modulo: 'cadastros' },
      { label: 'Veículos', to: '/cadastros/veiculos', icon: Car, modulo: 'cadastros' },
      { label: 'Técnicos', to: '/cadastros/tecnicos', icon: HardHat, modulo: 'cadastros' },
      { label: 'Serviços', to: '/cadastros/servicos', icon: Wrench, modulo: 'cadastros' },
      { label: 'Produtos', to: '/cadastros/produtos', icon: Package, modulo: 'cadastros' },
    ],
  },
  { label: 'Configurações', to: '/configuracoes', icon: Settings },
  {
    label: 'Treinamento',
    icon: GraduationCap,
    base: '/treinamento',
    children: [
      { label: 'Vídeos', to: '/treinamento/videos', icon: PlayCircle },
      { label: 'Documentos', to: '/treinamento/documentos', icon: FileText },
      { label: 'Guias Rápidos', to: '/treinamento/guias', icon: BookOpen },
    ],
  },
]

/** Phone bottom bar, before the 'Mais' button. */
export const bottomBarLinks: MenuLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'O.S.', to: '/os', icon: ClipboardList, modulo: 'os' },
  { label: 'Financeiro', to: '/contas-receber', icon: Wallet, modulo: 'contas_receber' },
]

/**
 * The 'Mais' sheet on phones: every page of the side menu the bottom bar leaves out, so a phone reaches
 * all of them ('Nova' OS and the training tabs open from the pages they belong to).
 */
export const moreSheetLinks: MenuLink[] = [
  { label: 'Meus serviços', to: '/meus-servicos', icon: ClipboardCheck, modulo: 'os' },
  { label: 'Pátio', to: '/patio', icon: Kanban, modulo: 'os' },
  { label: 'Agenda', to: '/agenda', icon: CalendarDays, modulo: 'agenda' },
  { label: 'Revisões', to: '/agenda/revisoes', icon: CalendarClock, modulo: 'agenda' },
  { label: 'Notas fiscais', to: '/notas-fiscais', icon: Receipt, modulo: 'fiscal' },
  { label: 'Relatório de Serviços', to: '/relatorios/servico', icon: BarChart3, modulo: 'relatorios' },
  {
    label: 'Relatório Financeiro',
    to: '/relatorios/financeiro',
    icon: PieChart,
    modulo: 'relatorios',
    grupo: 'financeiro',
  },
  { label: 'Clientes', to: '/cadastros/clientes', icon: Users, modulo: 'cadastros' },
  { label: 'Veículos', to: '/cadastros/veiculos', icon: Car, modulo: 'cadastros' },
  { label: 'Técnicos', to: '/cadastros/tecnicos', icon: HardHat, modulo: 'cadastros' },
  { label: 'Serviços', to: '/cadastros/servicos', icon: Wrench, modulo: 'cadastros' },
  { label: 'Produtos', to: '/cadastros/produtos', icon: Package, modulo: 'cadastros' },
  { label: 'Treinamento', to: '/treinamento', icon: GraduationCap },
  { label: 'Configurações', to: '/configuracoes', icon: Settings },
]

export function canSee(me: Me, link: MenuLink): boolean {
  if (link.grupo && !podeVer(me, link.grupo)) return false
  return link.modulo ? can(me, link.modulo, link.acao ?? 'view') : true
}

/**
 * A link the user may open but the plan does not include (Contas a Receber on Básico, DESIGN §7): it
 * stays in the menu with a lock and leads to the upgrade screen.
 */
export function foraDoPlano(me: Me, link: MenuLink): boolean {
  return link.modulo !== undefined && !moduloNoPlano(me.empresa, link.modulo)
}

/** The accessible name of a menu link: a locked one says which plan it needs. */
export function nomeAcessivel(me: Me, link: MenuLink): string {
  return foraDoPlano(me, link) ? `${link.label} (disponível no plano Pro)` : link.label
}

/** Drops the links the user may not open, and any group left empty. */
export function visibleMenu(me: Me, entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return canSee(me, entry) ? [entry] : []
    const children = entry.children.filter((child) => canSee(me, child))
    return children.length > 0 ? [{ ...entry, children }] : []
  })
}

function matches(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`)
}

/** Every link of the side menu, groups flattened, before any permission filter. */
export const allSideMenuLinks: MenuLink[] = sideMenu.flatMap((entry) =>
  isGroup(entry) ? entry.children : [entry],
)

/**
 * The one link of a list to highlight: the longest `to` that contains the current path, so /os/nova
 * lights 'Nova' while /os/123 lights 'Lista'. Pass the unfiltered list, so a hidden 'Nova' on /os/nova
 * does not make 'Lista' light up instead.
 */
export function activeLink(pathname: string, links: MenuLink[]): MenuLink | undefined {
  return links.filter((link) => matches(pathname, link.to)).sort((a, b) => b.to.length - a.to.length)[0]
}

export function isGroupActive(pathname: string, group: MenuGroup): boolean {
  return matches(pathname, group.base)
}
