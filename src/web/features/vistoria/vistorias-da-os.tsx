import { ClipboardCheck } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { formatDateTime } from '../../../shared/formatos/data'
import {
  type VistoriaTipo,
  vistoriaSituacaoLabels,
  vistoriaTipoLabels,
  vistoriaTipos,
} from '../../../shared/vistoria/vistoria'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { useVistoriasDaOs } from './api/get-vistorias-da-os'
import { useIniciarVistoria } from './lib/use-iniciar-vistoria'

/**
 * The OS page's 'Vistoria' card: the check-in and check-out, signed or waiting, with a way to open or
 * start each (rendered by the OS feature; everything else of the inspection lives here).
 */
export function VistoriasDaOs({
  osId,
  podeIniciar,
  timeZone,
}: {
  osId: string
  /** os edit, and the OS neither delivered nor cancelled. */
  podeIniciar: boolean
  timeZone: string
}) {
  const lista = useVistoriasDaOs(osId)
  const iniciar = useIniciarVistoria(osId)
  const navigate = useNavigate()
  const atual = (tipo: VistoriaTipo) =>
    lista.data?.find((v) => v.tipo === tipo && v.situacao !== 'substituida')
  return (
    <Card>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck className="size-5" aria-hidden="true" /> Vistoria
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        {lista.isPending && <Skeleton className="h-16" />}
        {lista.isError && <p className="text-destructive text-sm">Erro ao carregar as vistorias</p>}
        {lista.data &&
          vistoriaTipos.map((tipo) => {
            const v = atual(tipo)
            // The check-out comes after a check-in; the card offers it only then.
            if (!v && tipo === 'saida' && !atual('entrada')) return null
            return (
              <div key={tipo} className="flex flex-wrap items-center justify-between gap-2">
                <div className="grid gap-0.5 text-sm">
                  <span className="font-medium">{vistoriaTipoLabels[tipo]}</span>
                  {v ? (
                    <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                      <Badge variant={v.situacao === 'assinada' ? 'success' : 'warning'}>
                        {vistoriaSituacaoLabels[v.situacao]}
                      </Badge>
                      {v.assinante && v.assinado_em
                        ? `${v.assinante}, ${formatDateTime(v.assinado_em, timeZone)}`
                        : `${v.marcas} ${v.marcas === 1 ? 'avaria' : 'avarias'}`}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">Não feita</span>
                  )}
                </div>
                {v ? (
                  <Button asChild variant="outline" className="h-11 md:h-10">
                    <Link
                      to={`/vistorias/${v.id}`}
                      aria-label={`Abrir ${vistoriaTipoLabels[tipo].toLowerCase()}`}
                    >
                      Abrir
                    </Link>
                  </Button>
                ) : (
                  podeIniciar && (
                    <Button
                      className="h-11 md:h-10"
                      disabled={iniciar.isPending}
                      onClick={() =>
                        iniciar.mutate(tipo, { onSuccess: (id) => navigate(`/vistorias/${id}`) })
                      }
                    >
                      {tipo === 'entrada' ? 'Fazer vistoria de entrada' : 'Fazer vistoria de saída'}
                    </Button>
                  )
                )}
              </div>
            )
          })}
      </CardContent>
    </Card>
  )
}
