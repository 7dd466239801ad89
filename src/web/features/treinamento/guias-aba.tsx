import { ChevronDown, CircleCheck } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { formatDate } from '../../../shared/formatos/data'
import { contarConcluidos, filtrarPorBusca } from '../../../shared/treinamento/progresso'
import type { GuiaView } from '../../../shared/treinamento/treinamento.schemas'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { AbaCabecalho, NadaEncontrado } from './aba-cabecalho'

type Acao = { pendente: (guia: GuiaView) => boolean; executar: (guia: GuiaView) => void }

/** Guias Rápidos: expandable step-by-step guides, each concluded by the person's own click. */
export function GuiasAba({
  guias,
  busca,
  onBusca,
  timeZone,
  marcar,
  desmarcar,
}: {
  guias: GuiaView[]
  busca: string
  onBusca: (busca: string) => void
  timeZone: string
  marcar: Acao
  desmarcar: Acao
}) {
  const visiveis = filtrarPorBusca(guias, busca, (g) => [
    g.titulo,
    g.descricao,
    ...g.passos.flatMap((p) => [p.titulo, p.texto]),
  ])
  return (
    <>
      <AbaCabecalho
        busca={busca}
        onBusca={onBusca}
        rotulo="Buscar guias"
        contagem={contarConcluidos(guias)}
      />
      {visiveis.length === 0 ? (
        <NadaEncontrado texto="Nenhum guia encontrado" busca={busca} onLimpar={() => onBusca('')} />
      ) : (
        <Card className="overflow-hidden">
          <Accordion.Root type="multiple" className="divide-y divide-border">
            {visiveis.map((guia) => (
              <Accordion.Item key={guia.id} value={guia.id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50">
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{guia.titulo}</span>
                      <span className="block text-sm text-muted-foreground">{guia.descricao}</span>
                    </span>
                    {guia.concluido_em && (
                      <Badge variant="success">
                        <CircleCheck className="size-3.5" aria-hidden="true" />
                        Concluído
                      </Badge>
                    )}
                    <ChevronDown
                      className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-4 pb-4">
                  <Passos guia={guia} />
                  <Conclusao guia={guia} timeZone={timeZone} marcar={marcar} desmarcar={desmarcar} />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Card>
      )}
    </>
  )
}

function Passos({ guia }: { guia: GuiaView }) {
  return (
    <ol className="grid gap-3" aria-label={`Passos de ${guia.titulo}`}>
      {guia.passos.map((passo, indice) => (
        <li key={passo.titulo} className="flex gap-3">
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
            aria-hidden="true"
          >
            {indice + 1}
          </span>
          <div className="min-w-0">
            <p className="font-medium">{passo.titulo}</p>
            <p className="text-sm text-muted-foreground">{passo.texto}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

function Conclusao({
  guia,
  timeZone,
  marcar,
  desmarcar,
}: {
  guia: GuiaView
  timeZone: string
  marcar: Acao
  desmarcar: Acao
}) {
  if (!guia.concluido_em) {
    const salvando = marcar.pendente(guia)
    return (
      <Button
        className="mt-4 h-11 w-full sm:w-auto md:h-10"
        onClick={() => marcar.executar(guia)}
        disabled={salvando}
      >
        {salvando ? <Spinner label="" /> : <CircleCheck aria-hidden="true" />}
        Marcar como concluído
      </Button>
    )
  }
  const salvando = desmarcar.pendente(guia)
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p className="text-sm font-medium text-green-700">
        Concluído em {formatDate(guia.concluido_em, timeZone)}
      </p>
      <Button variant="ghost" size="sm" onClick={() => desmarcar.executar(guia)} disabled={salvando}>
        {salvando && <Spinner label="" />}
        Desmarcar
      </Button>
    </div>
  )
}
