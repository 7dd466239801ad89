import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { osKeys } from '../../../lib/query-keys'
import { updateOs } from '../../os/api/os-api'

/** The technical report, saved alone through PATCH /api/os/:id (`laudo` may change while in execution). */
export function LaudoDoServico({ osId, laudo }: { osId: string; laudo: string | null }) {
  const queryClient = useQueryClient()
  const id = useId()
  const [texto, setTexto] = useState(laudo ?? '')
  const salvar = useMutation({
    mutationFn: () => updateOs(osId, { laudo: texto.trim() || null }),
    onSuccess: (os) => {
      queryClient.setQueryData(osKeys.detail(os.id), os)
      void queryClient.invalidateQueries({ queryKey: osKeys.all })
      toast.success('Sucesso', { description: 'Laudo técnico salvo' })
    },
    onError: (error) => toast.error('Erro', { description: errorMessage(error, 'Erro ao salvar o laudo') }),
  })
  const alterado = texto.trim() !== (laudo ?? '').trim()

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Laudo técnico
      </label>
      <Textarea
        id={id}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        maxLength={5000}
        rows={3}
        placeholder="O que foi encontrado e feito"
      />
      <Button
        variant="outline"
        className="h-11 justify-self-end"
        onClick={() => salvar.mutate()}
        disabled={!alterado || salvar.isPending}
      >
        {salvar.isPending && <Spinner label="" />}
        Salvar laudo
      </Button>
    </div>
  )
}
