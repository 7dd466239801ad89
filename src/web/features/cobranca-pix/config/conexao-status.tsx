import { CheckCircle2, Copy, XCircle } from 'lucide-react'
import { useId, useRef } from 'react'
import { toast } from 'sonner'
import type { CobrancaPixConfigView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { formatDateTime } from '../../../../shared/formatos/data'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { cn } from '../../../lib/cn'
import { copiarTexto } from '../../../lib/copiar'
import { useCurrentMe } from '../../../lib/current-me'

export type ResultadoTeste = { ok: boolean; mensagem: string }

/** A test's outcome in its colour: green when the bank answered and took the webhook, red otherwise. */
export function ResultadoConexao({ resultado, quando }: { resultado: ResultadoTeste; quando?: string }) {
  const Icon = resultado.ok ? CheckCircle2 : XCircle
  return (
    <div
      role={resultado.ok ? 'status' : 'alert'}
      data-testid="cobranca-pix-teste"
      className={cn(
        'flex items-start gap-2 rounded-lg border p-3 text-sm',
        resultado.ok
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        {quando && <span className="font-medium">Último teste em {quando}: </span>}
        {resultado.mensagem}
      </p>
    </div>
  )
}

/** The webhook address the bank posts received PIX to (read-only, with 'Copiar') and when it was registered. */
export function WebhookUrl({ view }: { view: CobrancaPixConfigView }) {
  const fuso = useCurrentMe().empresa.fuso_horario
  const id = useId()
  const campo = useRef<HTMLInputElement>(null)
  const url = view.webhook_url
  if (!url) return null
  const onCopiar = async () => {
    if (await copiarTexto(url, campo.current)) toast.success('Endereço do webhook copiado')
    else toast.error('Erro', { description: 'Não foi possível copiar. Selecione o endereço e copie.' })
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>URL do webhook</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={campo}
          readOnly
          value={url}
          className="font-mono text-xs"
          aria-describedby={`${id}-dica`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void onCopiar()}>
          <Copy aria-hidden="true" />
          Copiar
        </Button>
      </div>
      <p id={`${id}-dica`} className="text-xs text-muted-foreground">
        O banco enviará os PIX recebidos para este endereço (registrado automaticamente em 'Testar conexão')
        {view.webhook_registrado_em
          ? `. Registrado em ${formatDateTime(view.webhook_registrado_em, fuso)}.`
          : '.'}
      </p>
    </div>
  )
}
