import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import type { MeuServico } from '../../../../shared/meus-servicos/meus-servicos.schemas'
import { osMessages } from '../../../../shared/os/os.messages'
import type { OsView } from '../../../../shared/os/os.schemas'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { MoverOs } from '../../os/acoes/mover-os'
import { getOs } from '../../os/api/os-api'

/** The card's one big button: reads the OS as it is now, then runs the move through the OS flow. */
export function ProximaAcaoButton({ servico }: { servico: MeuServico }) {
  const queryClient = useQueryClient()
  const [lendo, setLendo] = useState(false)
  const [os, setOs] = useState<OsView | null>(null)
  const acao = servico.proxima_acao

  const iniciar = async () => {
    if (lendo || os) return
    setLendo(true)
    try {
      // The dialogs need the whole OS (the parts short when concluding), as read now.
      setOs(
        await queryClient.fetchQuery({
          queryKey: osKeys.detail(servico.id),
          queryFn: ({ signal }) => getOs(servico.id, signal),
          staleTime: 0,
        }),
      )
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, osMessages.erroStatus) })
    } finally {
      setLendo(false)
    }
  }

  return (
    <>
      <Button
        size="lg"
        className="h-14 w-full text-base"
        onClick={() => void iniciar()}
        disabled={lendo || !!os}
      >
        {(lendo || os) && <Spinner label="" />}
        {acao.label}
      </Button>
      {os && <MoverOs key={os.id} os={os} para={acao.status} onFim={() => setOs(null)} />}
    </>
  )
}
