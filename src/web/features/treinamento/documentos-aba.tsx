import {
  BookOpen,
  CircleCheck,
  ClipboardList,
  Download,
  ExternalLink,
  FileText,
  ShieldCheck,
} from 'lucide-react'
import { contarConcluidos, filtrarPorBusca } from '../../../shared/treinamento/progresso'
import type { DocumentoView } from '../../../shared/treinamento/treinamento.schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { AbaCabecalho, NadaEncontrado } from './aba-cabecalho'

const icones = {
  Manual: BookOpen,
  Tutorial: FileText,
  Política: ShieldCheck,
  Guia: FileText,
  Formulário: ClipboardList,
} as const

/** Documentos: each opens in a new tab or downloads, and counts as read when the person does either. */
export function DocumentosAba({
  documentos,
  busca,
  onBusca,
  onLido,
}: {
  documentos: DocumentoView[]
  busca: string
  onBusca: (busca: string) => void
  onLido: (documento: DocumentoView) => void
}) {
  const visiveis = filtrarPorBusca(documentos, busca, (d) => [d.titulo, d.descricao, d.tipo])
  return (
    <>
      <AbaCabecalho
        busca={busca}
        onBusca={onBusca}
        rotulo="Buscar documentos"
        contagem={contarConcluidos(documentos)}
      />
      {visiveis.length === 0 ? (
        <NadaEncontrado texto="Nenhum documento encontrado" busca={busca} onLimpar={() => onBusca('')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visiveis.map((documento) => (
            <li key={documento.id} className="min-w-0">
              <DocumentoCard documento={documento} onLido={() => onLido(documento)} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function DocumentoCard({ documento, onLido }: { documento: DocumentoView; onLido: () => void }) {
  const Icone = icones[documento.tipo]
  const lido = documento.concluido_em !== null
  // A middle click opens the tab too; the mark is idempotent, so asking again after it is harmless.
  const marcar = () => {
    if (!lido) onLido()
  }
  return (
    <Card className="flex h-full flex-col gap-4 p-4">
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icone className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{documento.tipo}</Badge>
            {lido && (
              <Badge variant="success">
                <CircleCheck className="size-3.5" aria-hidden="true" />
                Lido
              </Badge>
            )}
          </div>
          <h3 className="font-medium">{documento.titulo}</h3>
          <p className="text-sm text-muted-foreground">{documento.descricao}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild variant="outline" className="h-11 flex-1 md:h-10">
          <a
            href={documento.url}
            target="_blank"
            rel="noopener"
            onClick={marcar}
            onAuxClick={marcar}
            aria-label={`Abrir ${documento.titulo}`}
          >
            <ExternalLink aria-hidden="true" />
            Abrir
          </a>
        </Button>
        <Button asChild variant="ghost" className="h-11 flex-1 md:h-10">
          <a
            href={documento.download_url}
            download
            onClick={marcar}
            aria-label={`Baixar ${documento.titulo}`}
          >
            <Download aria-hidden="true" />
            Baixar
          </a>
        </Button>
      </div>
    </Card>
  )
}
