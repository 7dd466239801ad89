import { AlertTriangle, PenLine } from 'lucide-react'
import { useState } from 'react'
import { formatDateTime } from '../../../../shared/formatos/data'
import type { VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { FormularioDeAssinatura } from '../../../components/assinatura/formulario-de-assinatura'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { useCurrentMe } from '../../../lib/current-me'
import { assinarVistoria } from '../api/assinar-vistoria'
import { useSalvarVistoria } from '../lib/use-salvar-vistoria'
import { EnviarParaAssinar } from './enviar-para-assinar'

/**
 * The terms and the signature: who signed, when, where, and the SHA-256 of what was signed; on a draft,
 * 'Assinar agora' (the customer signs on this phone or tablet) or the link for signing remotely.
 */
export function VistoriaAssinatura({
  vistoria,
  editavel,
  pendente,
}: {
  vistoria: VistoriaView
  editavel: boolean
  /** Unsaved data on the page: signing waits for it. */
  pendente: boolean
}) {
  const fuso = useCurrentMe().empresa.fuso_horario
  const [assinando, setAssinando] = useState(false)
  const assinar = useSalvarVistoria(
    (dados: { nome: string; documento: string; imagem: string }) => assinarVistoria(vistoria.id, dados),
    'Erro ao registrar a assinatura',
  )
  const a = vistoria.assinatura

  return (
    <Card>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle>Termo e assinatura</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <p className="whitespace-pre-line text-muted-foreground text-sm">{vistoria.termos}</p>
        {a ? (
          <div className="grid gap-2 text-sm" data-testid="assinatura">
            <img
              src={a.imagem}
              alt={`Assinatura de ${a.nome}`}
              className="h-24 w-auto self-start rounded border bg-white"
            />
            <p>
              <strong>{a.nome}</strong>
              {a.documento ? ` · CPF ${a.documento}` : ''}
            </p>
            <p className="text-muted-foreground">
              {`Assinado em ${formatDateTime(a.assinado_em, fuso)} `}
              {a.canal === 'balcao'
                ? `na oficina${a.coletada_por ? ` (aparelho de ${a.coletada_por})` : ''}`
                : 'pelo link enviado ao cliente'}
              {a.ip ? ` · IP ${a.ip}` : ''}
            </p>
            <p className="break-all font-mono text-muted-foreground text-xs">SHA-256 {a.sha256}</p>
            {!a.confere && (
              <p role="alert" className="flex items-center gap-2 text-destructive">
                <AlertTriangle className="size-4" aria-hidden="true" />O conteúdo guardado não confere com o
                que foi assinado.
              </p>
            )}
          </div>
        ) : editavel ? (
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <Button size="lg" disabled={pendente} onClick={() => setAssinando(true)}>
              <PenLine aria-hidden="true" /> Assinar agora
            </Button>
            <EnviarParaAssinar vistoria={vistoria} disabled={pendente} />
            {pendente && (
              <p className="text-muted-foreground text-sm">Salve os dados antes de colher a assinatura.</p>
            )}
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">Aguardando assinatura do cliente.</p>
        )}
      </CardContent>
      <Dialog open={assinando} onOpenChange={setAssinando}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Assinatura do cliente</DialogTitle>
            <DialogDescription>Entregue o aparelho ao cliente para conferir e assinar.</DialogDescription>
          </DialogHeader>
          <FormularioDeAssinatura
            nomeInicial={vistoria.cliente_nome ?? ''}
            cpfObrigatorio={false}
            enviando={assinar.isPending}
            erro={null}
            rotuloDoBotao="Confirmar assinatura"
            onAssinar={(dados) => assinar.mutate(dados, { onSuccess: () => setAssinando(false) })}
          />
        </DialogContent>
      </Dialog>
    </Card>
  )
}
