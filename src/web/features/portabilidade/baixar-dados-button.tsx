import { useMutation } from '@tanstack/react-query'
import { FileArchive } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { portabilidadeMessages as m } from '../../../shared/portabilidade/portabilidade'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { baixarExportacao } from './api/baixar-exportacao'

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`

/**
 * 'Baixar todos os dados (ZIP)': disabled while the file is made, with how much arrived so far; a failure
 * stays under the button in Portuguese until the next try. Also rendered by the Assinatura tab.
 */
export function BaixarDadosButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  const [bytes, setBytes] = useState(0)
  const baixar = useMutation({
    mutationFn: () => {
      setBytes(0)
      return baixarExportacao(setBytes)
    },
    onSuccess: (nome) => toast.success('Arquivo baixado', { description: nome }),
  })
  return (
    <div className="grid gap-2">
      <Button
        variant={variant}
        className="h-11 w-full sm:w-fit md:h-10"
        onClick={() => baixar.mutate()}
        disabled={baixar.isPending}
        aria-busy={baixar.isPending}
      >
        {baixar.isPending ? <Spinner label="" /> : <FileArchive aria-hidden="true" />}
        {baixar.isPending
          ? `Gerando arquivo…${bytes > 0 ? ` ${megabytes(bytes)}` : ''}`
          : 'Baixar todos os dados (ZIP)'}
      </Button>
      {baixar.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(baixar.error, m.erroExportacao)}
        </p>
      )}
    </div>
  )
}
