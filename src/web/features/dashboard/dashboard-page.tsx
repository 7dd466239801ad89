import { BarChart3, ChevronRight, type LucideIcon, Plus, Users, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { can, type Modulo } from '../../../shared/permissoes/permissoes'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { firstName } from '../../lib/format'
import { useCurrentMe } from '../auth/current-me'

type Shortcut = { title: string; description: string; to: string; icon: LucideIcon; modulo: Modulo }

/** SPEC "Dashboard": shortcut cards, each shown only to who may open it. */
const shortcuts: Shortcut[] = [
  {
    title: 'Contas a Receber',
    description: 'Títulos em aberto, vencidos e recebimentos',
    to: '/contas-receber',
    icon: Wallet,
    modulo: 'contas_receber',
  },
  {
    title: 'Relatórios',
    description: 'Serviços executados e resultado financeiro',
    to: '/relatorios/servico',
    icon: BarChart3,
    modulo: 'relatorios',
  },
  {
    title: 'Clientes',
    description: 'Cadastro de clientes e seus veículos',
    to: '/cadastros/clientes',
    icon: Users,
    modulo: 'cadastros',
  },
]

/** /dashboard. The KPI cards and recent OS arrive with their own issue; no number is shown until it is real. */
export function DashboardPage() {
  const me = useCurrentMe()
  const visibleShortcuts = shortcuts.filter((shortcut) => can(me, shortcut.modulo))
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          <>
            <p className="text-base font-medium text-foreground">Olá, {firstName(me.user.name)}</p>
            <p>{me.empresa.nome_empresa}</p>
          </>
        }
        actions={
          can(me, 'os', 'create') && (
            <Button asChild>
              <Link to="/os/nova">
                <Plus aria-hidden="true" />
                Nova O.S.
              </Link>
            </Button>
          )
        }
      />
      {visibleShortcuts.length > 0 && (
        <section aria-labelledby="atalhos" className="grid gap-3">
          <h2 id="atalhos" className="text-sm font-semibold text-muted-foreground">
            Atalhos
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visibleShortcuts.map(({ title, description, to, icon: Icon }) => (
              <li key={to}>
                <Card className="transition-colors hover:border-primary/40">
                  <Link to={to} className="flex items-center gap-4 rounded-lg p-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{title}</span>
                      <span className="block text-sm text-muted-foreground">{description}</span>
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
