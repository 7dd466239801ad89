import { useQueryClient } from '@tanstack/react-query'
import { Camera, Car, ClipboardCheck, Clock } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { MeuServico } from '../../../../shared/meus-servicos/meus-servicos.schemas'
import { OsStatusBadge } from '../../../components/os-status-badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/cn'
import { maskPlaca } from '../../../lib/masks'
import { meusServicosKey } from '../api/get-meus-servicos'
import { FotosDoServico } from './fotos-do-servico'
import { LaudoDoServico } from './laudo-do-servico'
import { ProximaAcaoButton } from './proxima-acao-button'

const tomDoPrazo = { atrasada: 'text-destructive', hoje: 'text-amber-700', em_dia: '', sem_previsao: '' }

const quantidade = (q: number) => q.toLocaleString('pt-BR', { maximumFractionDigits: 3 })

/** One OS on the technician's phone: who, what, by when, the next move, photos and the report. */
export function ServicoCartao({ servico }: { servico: MeuServico }) {
  const queryClient = useQueryClient()
  const [fotos, setFotos] = useState(false)
  const alternarFotos = () => {
    // The photo panel refreshes the OS only: closing it brings the card's count up to date.
    if (fotos) void queryClient.invalidateQueries({ queryKey: meusServicosKey })
    setFotos(!fotos)
  }
  const primeiroNome = servico.cliente_nome?.trim().split(/\s+/)[0] ?? 'Sem cliente'

  return (
    <Card className="grid min-w-0 gap-4 p-4" aria-label={`OS ${servico.numero_os}`} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold">{servico.numero_os}</p>
          <p className="truncate text-sm text-muted-foreground">{primeiroNome}</p>
        </div>
        <OsStatusBadge status={servico.status} />
      </div>

      <div className="grid gap-1 text-sm">
        {servico.veiculo && (
          <p className="flex min-w-0 items-center gap-2">
            <Car className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">
              {servico.veiculo.descricao} ·{' '}
              <span className="font-medium">{maskPlaca(servico.veiculo.placa)}</span>
            </span>
          </p>
        )}
        {servico.prazo && (
          <p className={cn('flex items-center gap-2', tomDoPrazo[servico.prazo.tom])}>
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {servico.prazo.texto}
          </p>
        )}
      </div>

      {servico.itens.length > 0 && (
        <ul className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm" aria-label="O que fazer">
          {servico.itens.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id here and keep their order
            <li key={i} className="flex min-w-0 justify-between gap-3">
              <span className="min-w-0 break-words">{item.descricao}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                × {quantidade(item.quantidade)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <ProximaAcaoButton servico={servico} />

      <Button variant="outline" className="h-11" aria-expanded={fotos} onClick={alternarFotos}>
        <Camera aria-hidden="true" />
        {fotos ? 'Fechar fotos' : `Tirar foto${servico.fotos ? ` (${servico.fotos})` : ''}`}
      </Button>
      {fotos && <FotosDoServico osId={servico.id} />}

      <Button asChild variant="outline" className="h-11">
        <Link to={`/os/${servico.id}/vistoria/entrada`}>
          <ClipboardCheck aria-hidden="true" />
          Vistoria de entrada
        </Link>
      </Button>

      <LaudoDoServico osId={servico.id} laudo={servico.laudo} />
    </Card>
  )
}
