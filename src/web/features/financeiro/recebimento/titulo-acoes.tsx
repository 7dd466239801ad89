import { HandCoins, QrCode } from 'lucide-react'
import { useState } from 'react'
import type { TituloView } from '../../../../shared/financeiro/titulo.schemas'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/cn'
import { recebivel } from '../lib/titulo-format'
import { PixDialog } from './pix-dialog'
import { RecebimentoDialog } from './recebimento-dialog'

/**
 * 'Receber' (with `contas_receber` edit) and 'PIX' (when the company has a key) on an unpaid title; each
 * opens its dialog. Nothing for a paid or cancelled title.
 */
export function TituloAcoes({
  titulo,
  hoje,
  canReceive,
  className,
}: {
  titulo: TituloView
  hoje: string
  canReceive: boolean
  className?: string
}) {
  const [aberto, setAberto] = useState<'receber' | 'pix' | null>(null)
  if (!recebivel(titulo)) return null
  const pix = titulo.pix
  if (!canReceive && !pix) return null
  const fechar = () => setAberto(null)
  return (
    <div className={cn('flex items-center justify-end gap-2', className)}>
      {pix && (
        <Button
          variant="outline"
          size="sm"
          className="h-11 md:h-8"
          onClick={() => setAberto('pix')}
          aria-label={`PIX da parcela ${titulo.parcela} da ${titulo.numero_os}`}
        >
          <QrCode aria-hidden="true" />
          PIX
        </Button>
      )}
      {canReceive && (
        <Button
          size="sm"
          className="h-11 md:h-8"
          onClick={() => setAberto('receber')}
          aria-label={`Receber parcela ${titulo.parcela} da ${titulo.numero_os}`}
        >
          <HandCoins aria-hidden="true" />
          Receber
        </Button>
      )}
      {aberto === 'receber' && <RecebimentoDialog titulo={titulo} hoje={hoje} onClose={fechar} />}
      {aberto === 'pix' && pix && <PixDialog titulo={titulo} pix={pix} onClose={fechar} />}
    </div>
  )
}
