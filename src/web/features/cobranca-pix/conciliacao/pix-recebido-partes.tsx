import { Link } from 'react-router'
import type { PixRecebidoView } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { formatCurrency } from '../../../../shared/formatos/moeda'
import { devolucaoStatusLabel } from '../lib/devolucao-pix'

/** The props both layouts of the list take. */
export type PixRecebidosRowsProps = {
  rows: PixRecebidoView[]
  fuso: string
  /** With `contas_receber` edit: 'Vincular a um título' on an unidentified PIX. */
  onVincular?: (recebido: PixRecebidoView) => void
  /** With `contas_receber` edit: 'Devolver PIX' on a PIX that may still be refunded (podeDevolver). */
  onDevolver?: (recebido: PixRecebidoView) => void
}

/** Who paid, and the note they typed in their bank app (often the OS number or the plate). */
export function Pagador({ recebido }: { recebido: PixRecebidoView }) {
  return (
    <>
      <span className="block truncate">{recebido.pagador_nome ?? 'Pagador não informado'}</span>
      {recebido.info_pagador && (
        <span className="block truncate text-xs text-muted-foreground" title={recebido.info_pagador}>
          “{recebido.info_pagador}”
        </span>
      )}
    </>
  )
}

/** The amount, and for a PIX paid beyond the balance how much settled the title. */
export function ValorRecebido({ recebido }: { recebido: PixRecebidoView }) {
  const excedente = recebido.valor - recebido.valor_aplicado
  return (
    <>
      <span className="block font-medium">{formatCurrency(recebido.valor)}</span>
      {recebido.situacao === 'excedente' && excedente > 0 && (
        <span className="block text-xs text-muted-foreground">{formatCurrency(excedente)} a mais</span>
      )}
    </>
  )
}

/** The title the PIX settled (OS number linking to the OS, instalment, client), or a dash. */
export function TituloDoPix({ recebido }: { recebido: PixRecebidoView }) {
  const t = recebido.titulo
  if (!t) return <span className="text-muted-foreground">—</span>
  return (
    <>
      <Link to={`/os/${t.os_id}`} className="font-medium text-primary tabular-nums hover:underline">
        {t.numero_os}
      </Link>
      <span className="ml-1 text-xs text-muted-foreground">Parcela {t.parcela}</span>
      <span className="block truncate text-xs text-muted-foreground">{t.cliente_nome}</span>
    </>
  )
}

/** What went back to the payer and the bank's word on it ('Devolvido R$ 10,00 · Devolução em processamento'). */
export function DevolucaoDoPix({ recebido }: { recebido: PixRecebidoView }) {
  const status = recebido.devolucao_status
  if (recebido.valor_devolvido <= 0 && !status) return null
  return (
    <span className="block text-xs text-muted-foreground" data-testid="pix-devolucao">
      {recebido.valor_devolvido > 0 && (
        <span className="font-medium text-foreground tabular-nums">
          Devolvido {formatCurrency(recebido.valor_devolvido)}
        </span>
      )}
      {recebido.valor_devolvido > 0 && status && ' · '}
      {status && devolucaoStatusLabel(status)}
    </span>
  )
}
