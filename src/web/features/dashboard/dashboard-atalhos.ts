import { BarChart3, Users, Wallet } from 'lucide-react'
import type { Me } from '../../../shared/auth/me.schemas'
import type { Modulo } from '../../../shared/permissoes/permissoes'
import { canSee, foraDoPlano, type MenuLink, nomeAcessivel } from '../../app/shell/menu'

/** A shortcut card: a menu link with a line saying what is there. */
export type Atalho = MenuLink & { modulo: Modulo; description: string }

/** SPEC "Dashboard": shortcut cards, each shown only to who may open it. */
export const atalhos: Atalho[] = [
  {
    label: 'Contas a Receber',
    description: 'Títulos em aberto, vencidos e recebimentos',
    to: '/contas-receber',
    icon: Wallet,
    modulo: 'contas_receber',
  },
  {
    label: 'Relatórios',
    description: 'Serviços executados e resultado financeiro',
    to: '/relatorios/servico',
    icon: BarChart3,
    modulo: 'relatorios',
  },
  {
    label: 'Clientes',
    description: 'Cadastro de clientes e seus veículos',
    to: '/cadastros/clientes',
    icon: Users,
    modulo: 'cadastros',
  },
]

export type AtalhoVisivel = Atalho & { bloqueado: boolean; nome: string }

/**
 * The cards this user sees, by the menu's rules: hidden without the role's permission; kept but locked
 * when the plan leaves the module out (Contas a Receber on Básico, DESIGN §7), leading to the upgrade
 * screen like the menu item, with a name and line that say it needs the Pro plan.
 */
export function atalhosVisiveis(me: Me): AtalhoVisivel[] {
  return atalhos
    .filter((atalho) => canSee(me, atalho))
    .map((atalho) => {
      const bloqueado = foraDoPlano(me, atalho)
      return {
        ...atalho,
        bloqueado,
        nome: nomeAcessivel(me, atalho),
        description: bloqueado ? 'Disponível no plano Pro' : atalho.description,
      }
    })
}
