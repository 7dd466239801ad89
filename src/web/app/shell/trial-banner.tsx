import { Clock, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { diasTrialRestantes, somenteLeitura } from '../../../shared/assinatura/assinatura'
import { planoMessages } from '../../../shared/assinatura/planos.messages'
import { portabilidadeMessages } from '../../../shared/portabilidade/portabilidade.messages'
import { useCurrentMe } from '../../lib/current-me'

/**
 * Thin notice under the top bar: the trial's days left, or in red the read-only state (DESIGN §7) with
 * the way out — the Assinatura tab for the admin, the admin for everyone else. Read-only is also
 * checked against the clock here, so a trial ending while the page is open shows at the next render.
 */
export function TrialBanner() {
  const { empresa, role } = useCurrentMe()
  if (empresa.somente_leitura || somenteLeitura(empresa)) {
    // Cancelled: the data can still be downloaded (30 days, Configurações › Privacidade).
    const cancelada = empresa.status_assinatura === 'cancelada'
    return (
      <div className="flex items-start justify-center gap-2 border-b border-red-200 bg-red-50 px-4 py-2 text-xs text-red-900 sm:items-center sm:text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
        <p>
          {cancelada ? portabilidadeMessages.somenteLeituraCancelada : planoMessages.somenteLeitura}{' '}
          {role === 'admin' ? (
            <Link
              to={cancelada ? '/configuracoes?aba=privacidade' : '/configuracoes?aba=assinatura'}
              className="font-medium whitespace-nowrap underline underline-offset-2"
            >
              {cancelada ? 'Baixar os dados' : 'Ver assinatura'}
            </Link>
          ) : (
            <span className="font-medium">Fale com o administrador da sua empresa.</span>
          )}
        </p>
      </div>
    )
  }
  if (empresa.status_assinatura !== 'trial') return null
  return (
    <div className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-amber-900 sm:text-sm">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <p>
        {planoMessages.periodoDeTeste(diasTrialRestantes(empresa))}
        <span aria-hidden="true"> · </span>
        <Link to="/precos" reloadDocument className="font-medium underline underline-offset-2">
          Ver planos
        </Link>
      </p>
    </div>
  )
}
