import { AlertTriangle, Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import type { AssinaturaView } from '../../../shared/assinatura/assinatura.schemas'
import { formatDate } from '../../../shared/formatos/data'
import { DIAS_PARA_EXCLUSAO, mesmoNome } from '../../../shared/portabilidade/portabilidade'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { useCurrentMe } from '../../lib/current-me'
import { BaixarDadosButton } from '../portabilidade/baixar-dados-button'
import { useCancelarAssinatura } from './api/cancelar-assinatura'

const ERRO_CANCELAR = 'Não foi possível cancelar a assinatura. Tente novamente.'

/** What happens after cancelling, said the same way in the dialog and the cancelled notice. */
function OQueAcontece() {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      <li>A empresa fica somente leitura: dá para consultar, mas não registrar nada novo.</li>
      <li>
        Você tem {DIAS_PARA_EXCLUSAO} dias para baixar todos os dados (tabelas, fotos e documentos) em um
        arquivo ZIP.
      </li>
      <li>
        Depois disso os dados são excluídos, exceto o que a lei obriga a guardar: os registros fiscais e
        financeiros (OS, valores, contas, pagamentos e notas fiscais) por 5 anos, sem os dados pessoais dos
        clientes.
      </li>
    </ul>
  )
}

function CancelarDialog({ onClose }: { onClose: () => void }) {
  const { empresa } = useCurrentMe()
  const [nome, setNome] = useState('')
  const cancelar = useCancelarAssinatura()
  const confere = mesmoNome(nome, empresa.nome_empresa)
  const confirmar = async () => {
    try {
      await cancelar.mutateAsync({ confirmacao: nome })
      toast.success('Assinatura cancelada')
      onClose()
    } catch {
      // The error stays in the dialog (below the field).
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !cancelar.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar assinatura</DialogTitle>
          <DialogDescription>Antes de confirmar, veja o que acontece:</DialogDescription>
        </DialogHeader>
        <OQueAcontece />
        <BaixarDadosButton variant="outline" />
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (confere) void confirmar()
          }}
        >
          <Label htmlFor="confirmar-nome">
            Para confirmar, digite o nome da empresa:{' '}
            <strong className="break-words">{empresa.nome_empresa}</strong>
          </Label>
          <Input
            id="confirmar-nome"
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            autoComplete="off"
            aria-invalid={cancelar.isError || undefined}
          />
          {cancelar.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(cancelar.error, ERRO_CANCELAR)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={cancelar.isPending}>
              Voltar
            </Button>
            <Button type="submit" variant="destructive" disabled={!confere || cancelar.isPending}>
              {cancelar.isPending && <Spinner label="" />}
              Cancelar assinatura
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * The end of the Assinatura tab: while active, the danger zone to cancel; once cancelled, until when the
 * data can be downloaded, with the button. Reactivation is by talking to us (no payment flow yet).
 */
export function CancelarAssinatura({ assinatura, fuso }: { assinatura: AssinaturaView; fuso: string }) {
  const [aberto, setAberto] = useState(false)
  if (assinatura.status_assinatura === 'cancelada') {
    return (
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Download className="size-5 shrink-0" aria-hidden="true" />
            Assinatura cancelada
          </CardTitle>
          {assinatura.dados_excluir_em && (
            <CardDescription className="font-medium text-red-900">
              Seus dados ficam disponíveis para download até {formatDate(assinatura.dados_excluir_em, fuso)}.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          <OQueAcontece />
          <BaixarDadosButton />
          <p className="text-sm text-muted-foreground">
            Mudou de ideia? Fale conosco antes dessa data para reativar a assinatura com os dados intactos.
          </p>
        </CardContent>
      </Card>
    )
  }
  return (
    <Card className="border-red-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          Cancelar assinatura
        </CardTitle>
        <CardDescription>
          A empresa fica somente leitura e você tem {DIAS_PARA_EXCLUSAO} dias para baixar todos os dados antes
          da exclusão.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          className="h-11 w-full sm:w-fit md:h-10"
          onClick={() => setAberto(true)}
        >
          Cancelar assinatura
        </Button>
        {aberto && <CancelarDialog onClose={() => setAberto(false)} />}
      </CardContent>
    </Card>
  )
}
