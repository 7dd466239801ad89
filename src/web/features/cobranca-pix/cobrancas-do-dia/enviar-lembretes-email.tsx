import { Mail } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useEnviarLembretes } from '../api/enviar-lembretes'

/**
 * 'Enviar lembretes por email': today's reminders not emailed yet go now (the customers with an email),
 * without waiting for the 8 o'clock round; the server's count is the toast.
 */
export function EnviarLembretesEmail() {
  const enviar = useEnviarLembretes()
  const run = async () => {
    try {
      const r = await enviar.mutateAsync()
      toast.success('Sucesso', { description: r.mensagem })
    } catch (error) {
      toast.error('Erro ao enviar os lembretes', {
        description: errorMessage(error, 'Tente novamente mais tarde'),
      })
    }
  }
  return (
    <div className="grid gap-1 sm:justify-items-end">
      <Button onClick={() => void run()} disabled={enviar.isPending} className="h-11 md:h-10">
        {enviar.isPending ? <Spinner label="" /> : <Mail aria-hidden="true" />}
        Enviar lembretes por email
      </Button>
      {enviar.isPending && (
        <p role="status" className="text-xs text-muted-foreground">
          Enviando os emails… isso pode levar alguns segundos.
        </p>
      )}
    </div>
  )
}
