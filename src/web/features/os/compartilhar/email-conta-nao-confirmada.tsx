import { MailCheck } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useReenviarConfirmacaoEmail } from '../../email/api/reenviar-confirmacao-email'

/**
 * Why 'Enviar' is missing while the company's account email is unconfirmed (issue 22 item 1): the server
 * refuses to email third parties until then. WhatsApp keeps working.
 */
export function EmailContaNaoConfirmada({ email }: { email: string | null }) {
  const reenviar = useReenviarConfirmacaoEmail()
  return (
    <div
      role="note"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        Para proteger seus clientes de emails falsos, o envio por email fica liberado depois que o email da
        conta da empresa{email ? ` (${email})` : ''} for confirmado. Abra o link que enviamos para esse
        endereço. O envio por WhatsApp continua funcionando.
      </p>
      <Button
        variant="outline"
        className="h-11 w-full sm:w-fit md:h-10"
        disabled={reenviar.isPending}
        onClick={() =>
          reenviar.mutate(undefined, {
            onSuccess: ({ message }) => toast.success('Sucesso', { description: message }),
            onError: (error) =>
              toast.error('Erro', { description: errorMessage(error, 'Não foi possível reenviar o email.') }),
          })
        }
      >
        {reenviar.isPending ? <Spinner label="Enviando" /> : <MailCheck aria-hidden="true" />}
        Reenviar email de confirmação
      </Button>
    </div>
  )
}
