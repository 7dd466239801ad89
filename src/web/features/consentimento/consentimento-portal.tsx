import { consentimentoMessages as m } from '../../../shared/consentimento/consentimento'
import { CheckboxField } from '../../components/form/checkbox-field'
import { errorMessage } from '../../lib/api-client'
import { useConsentimentoPortal, useSalvarConsentimentoPortal } from './api/consentimento-portal'

/**
 * The customer's own choice on the quote page (issue 29 item 3): reminders and offers only with it.
 * Nothing shows while it loads or when the OS has no customer; a failed save says so and keeps the box.
 */
export function ConsentimentoPortal({ token }: { token: string }) {
  const query = useConsentimentoPortal(token)
  const salvar = useSalvarConsentimentoPortal(token)
  if (!query.data) return null
  return (
    <section aria-label="Comunicações" className="mt-6 grid gap-2 rounded-lg border bg-card p-4">
      <CheckboxField
        label={m.rotuloPortal}
        hint="Mensagens sobre este serviço (orçamento, veículo pronto, cobranças e recibos) chegam de qualquer forma. Você pode mudar de ideia quando quiser."
        checked={salvar.isPending ? Boolean(salvar.variables) : query.data.consentimento_marketing}
        disabled={salvar.isPending}
        onCheckedChange={(aceita) => salvar.mutate(aceita)}
      />
      <p role="status" className="text-xs text-muted-foreground">
        {salvar.isSuccess && m.portalSalvo}
      </p>
      {salvar.isError && (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(salvar.error, 'Não foi possível salvar. Tente novamente.')}
        </p>
      )}
    </section>
  )
}
