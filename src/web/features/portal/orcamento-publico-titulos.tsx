import { Copy, QrCode } from 'lucide-react'
import { toast } from 'sonner'
import { formatDateOrDash } from '../../../shared/formatos/data'
import type { PortalOrcamentoView } from '../../../shared/portal/portal.schemas'
import { Button } from '../../components/ui/button'
import { Skeleton } from '../../components/ui/skeleton'
import { formatBRL } from '../../lib/format'
import { usePixQrCode } from '../../lib/pix-qr-code'

type Titulo = PortalOrcamentoView['titulos'][number]

/** Once invoiced: the open instalments, each with its PIX QR code and 'copia e cola'. */
export function OrcamentoPublicoTitulos({ view }: { view: PortalOrcamentoView }) {
  if (view.titulos.length === 0) return null
  return (
    <section className="mt-5" aria-labelledby="portal-pagamento">
      <h2 id="portal-pagamento" className="text-base font-semibold">
        Pagamento
      </h2>
      <ul className="mt-2 grid gap-3">
        {view.titulos.map((t) => (
          <TituloAberto key={t.id} titulo={t} timeZone={view.fuso_horario} />
        ))}
      </ul>
    </section>
  )
}

function TituloAberto({ titulo, timeZone }: { titulo: Titulo; timeZone: string }) {
  return (
    <li className="rounded-lg border border-border p-3 text-sm">
      <div className="flex justify-between gap-3">
        <span className="font-medium">Parcela {titulo.parcela}</span>
        <span className="font-semibold tabular-nums">{formatBRL(titulo.saldo)}</span>
      </div>
      <p className={titulo.vencido ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {titulo.vencido ? 'Vencida em' : 'Vence em'} {formatDateOrDash(titulo.vencimento, timeZone)}
      </p>
      {titulo.pix_copia_e_cola && <Pix codigo={titulo.pix_copia_e_cola} valor={titulo.saldo} />}
    </li>
  )
}

function Pix({ codigo, valor }: { codigo: string; valor: number }) {
  const qr = usePixQrCode(codigo)
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(codigo)
      toast.success('Sucesso', { description: 'Código PIX copiado' })
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar. Selecione o código e copie.' })
    }
  }
  return (
    <div className="mt-3 grid justify-items-center gap-2">
      {qr.data ? (
        <img src={qr.data} alt={`QR Code PIX de ${formatBRL(valor)}`} className="size-48 bg-white" />
      ) : qr.isError ? (
        <QrCode className="size-10 text-muted-foreground" aria-hidden="true" />
      ) : (
        <Skeleton className="size-48" />
      )}
      <p className="w-full text-xs font-medium">PIX copia e cola</p>
      <p className="w-full rounded bg-muted p-2 font-mono text-xs break-all select-all">{codigo}</p>
      <Button variant="outline" className="h-11 w-full" onClick={() => void copiar()}>
        <Copy aria-hidden="true" />
        Copiar código PIX
      </Button>
    </div>
  )
}
