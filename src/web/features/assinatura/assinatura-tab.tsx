import { Lock } from 'lucide-react'
import type { AssinaturaView } from '../../../shared/assinatura/assinatura.schemas'
import type { StatusAssinatura } from '../../../shared/assinatura/planos'
import { planoMessages } from '../../../shared/assinatura/planos.messages'
import { formatDate } from '../../../shared/formatos/data'
import { portabilidadeMessages } from '../../../shared/portabilidade/portabilidade'
import { ListError } from '../../components/list/list-states'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useCurrentMe } from '../../lib/current-me'
import { ERRO_CARREGAR_ASSINATURA, useAssinatura } from './api/get-assinatura'
import { CancelarAssinatura } from './cancelar-assinatura'
import { PlanosComparados, precoDoPlano } from './planos-comparados'
import { UsoBarra } from './uso-barra'

const statusLabels: Record<
  StatusAssinatura,
  { texto: string; variant: 'success' | 'warning' | 'destructive' }
> = {
  trial: { texto: 'Teste grátis', variant: 'warning' },
  ativa: { texto: 'Ativa', variant: 'success' },
  inadimplente: { texto: 'Pagamento em atraso', variant: 'destructive' },
  cancelada: { texto: 'Cancelada', variant: 'destructive' },
}

function AssinaturaSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Carregando">
      <Skeleton className="h-40" />
      <Skeleton className="h-32" />
      <Skeleton className="h-56" />
    </div>
  )
}

/** The subscription itself: plan, price, status and the dates that matter. */
function PlanoAtual({ assinatura, fuso }: { assinatura: AssinaturaView; fuso: string }) {
  const status = statusLabels[assinatura.status_assinatura]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plano {assinatura.nome}</CardTitle>
        <CardDescription>{precoDoPlano(assinatura.plano)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">Situação:</span>
          <Badge variant={status.variant}>{status.texto}</Badge>
        </div>
        {assinatura.status_assinatura === 'trial' && assinatura.trial_ate && (
          <p>
            {planoMessages.periodoDeTeste(assinatura.dias_trial_restantes)} (até{' '}
            {formatDate(assinatura.trial_ate, fuso)}), com os limites do plano Pro.
          </p>
        )}
        {assinatura.status_assinatura === 'inadimplente' && assinatura.inadimplente_desde && (
          <p>
            Pagamento em atraso desde {formatDate(assinatura.inadimplente_desde, fuso)}. Depois de 7 dias de
            atraso a empresa fica somente leitura.
          </p>
        )}
        {assinatura.somente_leitura && (
          <p className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {assinatura.status_assinatura === 'cancelada'
              ? portabilidadeMessages.somenteLeituraCancelada
              : planoMessages.somenteLeitura}
          </p>
        )}
      </CardContent>
    </Card>
  )
}

/** Payment collection is a later issue: the honest way to change plans today is to talk to us. */
function ComoMudar({ empresaId }: { empresaId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Como mudar de plano</CardTitle>
        <CardDescription>
          A contratação pelo sistema ainda não está disponível. Fale conosco informando o código da empresa e
          o plano escolhido: ativamos o plano e avisamos você.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          Código da empresa: <span className="font-mono text-xs break-all select-all">{empresaId}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href="/contato">Fale conosco</a>
          </Button>
          <Button asChild variant="outline">
            <a href="/precos">Ver planos e preços</a>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

/** Tab Assinatura (admin only, DESIGN §7): plan, trial, this month's use and the plans compared. */
export function AssinaturaTab() {
  const { empresa } = useCurrentMe()
  const assinatura = useAssinatura()
  if (assinatura.isError && !assinatura.data) {
    return (
      <Card>
        <CardContent className="pt-6">
          <ListError
            title={ERRO_CARREGAR_ASSINATURA}
            onRetry={() => void assinatura.refetch()}
            retrying={assinatura.isFetching}
          />
        </CardContent>
      </Card>
    )
  }
  if (!assinatura.data) return <AssinaturaSkeleton />
  const { uso, plano } = assinatura.data
  return (
    <div className="grid gap-4">
      <PlanoAtual assinatura={assinatura.data} fuso={empresa.fuso_horario} />
      <Card>
        <CardHeader>
          <CardTitle>Uso deste mês</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <UsoBarra rotulo="OS criadas este mês" usado={uso.os_mes} limite={uso.os_limite} />
          <UsoBarra rotulo="Usuários" usado={uso.usuarios} limite={uso.usuarios_limite} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Planos</CardTitle>
        </CardHeader>
        <CardContent>
          <PlanosComparados atual={plano} />
        </CardContent>
      </Card>
      <ComoMudar empresaId={empresa.id} />
      <CancelarAssinatura assinatura={assinatura.data} fuso={empresa.fuso_horario} />
    </div>
  )
}
