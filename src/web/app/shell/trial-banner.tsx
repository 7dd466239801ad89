import { Clock } from 'lucide-react'
import { Link } from 'react-router'
import { useCurrentMe } from '../../features/auth/current-me'
import { trialDaysLeft } from '../../lib/trial'

/** Thin notice under the top bar while the company is on its free trial. */
export function TrialBanner() {
  const { empresa } = useCurrentMe()
  if (empresa.status_assinatura !== 'trial') return null
  const days = trialDaysLeft(empresa.trial_ate)
  const text =
    days === null
      ? 'Período de teste'
      : `Período de teste: ${days} ${days === 1 ? 'dia restante' : 'dias restantes'}`
  return (
    <div className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-amber-900 sm:text-sm">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <p>
        {text}
        <span aria-hidden="true"> · </span>
        <Link to="/precos" reloadDocument className="font-medium underline underline-offset-2">
          Ver planos
        </Link>
      </p>
    </div>
  )
}
