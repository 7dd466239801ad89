import { Copy } from 'lucide-react'
import { useId, useRef } from 'react'
import { toast } from 'sonner'
import type { CobrancaPixConfigView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { formatDateTime } from '../../../../shared/formatos/data'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { copiarTexto } from '../../../lib/copiar'
import { useCurrentMe } from '../../../lib/current-me'

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
