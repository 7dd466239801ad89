import { AlertTriangle, ChevronRight, Lock, Plus, RotateCw } from 'lucide-react'
import { Link } from 'react-router'
import { moduloNoPlano } from '../../../shared/assinatura/assinatura'
import { can } from '../../../shared/permissoes/permissoes'
import { PageHeader } from '../../components/page-header'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { useCurrentMe } from '../../lib/current-me'
import { firstName } from '../../lib/format'
import { useDashboard } from './api/get-dashboard'
import { DashboardAgenda } from './dashboard-agenda'
import { atalhosVisiveis } from './dashboard-atalhos'
import { dashboardKpis } from './dashboard-kpi-list'
import { DashboardKpis } from './dashboard-kpis'
import { OrcamentosRecusadosAviso } from './orcamentos-recusados-aviso'
import { OsRecentes } from './os-recentes'

/** /dashboard (SPEC §2, §9): 'Nova O.S.', the seven KPIs from one request, shortcuts and the recent OS. */
export function DashboardPage() {
  const me = useCurrentMe()
  const dashboard = useDashboard()
  const visibleShortcuts = atalhosVisiveis(me)
  const podeVerOs = can(me, 'os')
  // The server leaves the financial KPIs out on a plan without Contas a Receber; no link there either way.
  const contasReceber = can(me, 'contas_receber') && moduloNoPlano(me.empresa, 'contas_receber')
  const kpis = dashboard.data ? dashboardKpis(dashboard.data, { os: podeVerOs, contasReceber }) : null
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
      {dashboard.isError && !dashboard.data ? (
        <DashboardErro onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <DashboardKpis kpis={kpis} />
      )}
      {can(me, 'agenda') && <DashboardAgenda />}
      {podeVerOs && dashboard.data && (
        <OrcamentosRecusadosAviso quantidade={dashboard.data.orcamentos_recusados} />
      )}
      {visibleShortcuts.length > 0 && (
        <section aria-labelledby="atalhos" className="grid gap-3">
          <h2 id="atalhos" className="text-sm font-semibold text-muted-foreground">
            Atalhos
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visibleShortcuts.map(({ label, nome, bloqueado, description, to, icon: Icon }) => (
              <li key={to}>
                <Card className="transition-colors hover:border-primary/40">
                  <Link
                    to={to}
                    aria-label={bloqueado ? nome : undefined}
                    className="flex items-center gap-4 rounded-lg p-4"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{label}</span>
                      <span className="block text-sm text-muted-foreground">{description}</span>
                    </span>
                    {bloqueado ? (
                      <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    ) : (
                      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    )}
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {podeVerOs && !(dashboard.isError && !dashboard.data) && (
        <OsRecentes rows={dashboard.data?.recentes ?? null} />
      )}
    </>
  )
}

function DashboardErro({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="mb-6 flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-medium">Erro ao carregar os indicadores</p>
        <p className="text-sm text-muted-foreground">Tente novamente mais tarde</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner label="" /> : <RotateCw aria-hidden="true" />}
        Tentar novamente
      </Button>
    </Card>
  )
}
