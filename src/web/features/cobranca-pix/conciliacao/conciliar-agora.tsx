import { RefreshCw } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { useConciliarPix } from '../api/conciliar-pix'

/**
 * 'Conciliar agora': asks the bank for the last days' PIX (those a webhook missed) and settles what it
 * can. The bank may take a while: the button says so while it waits, then the server's summary.
 */
export function ConciliarAgora() {
  const conciliar = useConciliarPix()
  const run = async () => {
    try {
      const r = await conciliar.mutateAsync()
      toast.success('Sucesso', { description: r.mensagem })
    } catch (error) {
      toast.error('Erro ao conciliar', { description: errorMessage(error, 'Tente novamente mais tarde') })
    }
  }
  return (
    <div className="grid gap-1 sm:justify-items-end">
      <Button onClick={() => void run()} disabled={conciliar.isPending} className="h-11 md:h-10">
        {conciliar.isPending ? <Spinner label="" /> : <RefreshCw aria-hidden="true" />}
        Conciliar agora
      </Button>
      {conciliar.isPending ? (
        <p role="status" className="text-xs text-muted-foreground">
          Consultando o banco… isso pode levar alguns segundos.
        </p>
      ) : (
        conciliar.data && (
          <p role="status" className="text-xs text-muted-foreground" data-testid="conciliacao-resultado">
            {conciliar.data.mensagem}
          </p>
        )
      )}
    </div>
  )
}
