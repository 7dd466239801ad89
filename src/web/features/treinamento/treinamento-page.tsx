import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { progressoGeral } from '../../../shared/treinamento/progresso'
import type { TreinamentoView } from '../../../shared/treinamento/treinamento.schemas'
import { PageHeader } from '../../components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useCurrentMe } from '../../lib/current-me'
import { useDesmarcarConcluido } from './api/desmarcar-concluido'
import { useTreinamento } from './api/get-treinamento'
import { useMarcarConcluido } from './api/marcar-concluido'
import { DocumentosAba } from './documentos-aba'
import { GuiasAba } from './guias-aba'
import { PerguntasFrequentes } from './perguntas-frequentes'
import { ProgressoGeral } from './progresso-geral'
import { TreinamentoErro, TreinamentoSkeleton } from './treinamento-estados'
import { VideosAba } from './videos-aba'

const abas = ['videos', 'documentos', 'guias'] as const
type Aba = (typeof abas)[number]

// SPEC §2: /treinamento and its three sub-routes show the same centre; a sub-route opens its tab.
const abaDaRota = (pathname: string): Aba => {
  const ultima = pathname.replace(/\/+$/, '').split('/').pop()
  return (abas as readonly string[]).includes(ultima ?? '') ? (ultima as Aba) : 'videos'
}

/** /treinamento (SPEC §2, DESIGN §9): videos, documents and quick guides with the user's own progress. */
export function TreinamentoPage() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const aba = abaDaRota(pathname)
  const query = useTreinamento()

  return (
    <>
      <PageHeader
        title="Centro de Treinamento"
        description="Vídeos, documentos e guias rápidos para aprender a usar o Bancada."
      />
      {query.isPending ? (
        <TreinamentoSkeleton />
      ) : query.isError ? (
        <TreinamentoErro onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Conteudo
          dados={query.data}
          aba={aba}
          onAba={(proxima) => navigate(`/treinamento/${proxima}`, { replace: true })}
        />
      )}
    </>
  )
}

function Conteudo({ dados, aba, onAba }: { dados: TreinamentoView; aba: Aba; onAba: (aba: Aba) => void }) {
  const me = useCurrentMe()
  const marcar = useMarcarConcluido()
  const desmarcar = useDesmarcarConcluido()
  // Each tab keeps its own search while the person moves between tabs.
  const [buscas, setBuscas] = useState<Record<Aba, string>>({ videos: '', documentos: '', guias: '' })
  const buscar = (qual: Aba) => (busca: string) => setBuscas((atual) => ({ ...atual, [qual]: busca }))
  const geral = progressoGeral([dados.videos, dados.documentos, dados.guias])
  const emCurso = (mutation: typeof marcar | typeof desmarcar, id: string) =>
    mutation.isPending && mutation.variables?.item_id === id

  return (
    <>
      <ProgressoGeral {...geral} />
      <Tabs value={aba} onValueChange={(proxima) => onAba(proxima as Aba)}>
        {/* slate-600: the primitive's slate-500 on slate-100 is under 4.5:1 for the inactive tabs. */}
        <TabsList className="w-full text-slate-600 sm:w-auto">
          <TabsTrigger value="videos">Vídeos</TabsTrigger>
          <TabsTrigger value="documentos">Documentos</TabsTrigger>
          <TabsTrigger value="guias">Guias Rápidos</TabsTrigger>
        </TabsList>
        <TabsContent value="videos">
          <VideosAba
            videos={dados.videos}
            busca={buscas.videos}
            onBusca={buscar('videos')}
            onAssistido={(video) => marcar.mutate({ tipo: 'video', item_id: video.id })}
          />
        </TabsContent>
        <TabsContent value="documentos">
          <DocumentosAba
            documentos={dados.documentos}
            busca={buscas.documentos}
            onBusca={buscar('documentos')}
            onLido={(documento) => marcar.mutate({ tipo: 'documento', item_id: documento.id })}
          />
        </TabsContent>
        <TabsContent value="guias">
          <GuiasAba
            guias={dados.guias}
            busca={buscas.guias}
            onBusca={buscar('guias')}
            timeZone={me.empresa.fuso_horario}
            marcar={{
              pendente: (guia) => emCurso(marcar, guia.id),
              executar: (guia) => marcar.mutate({ tipo: 'guia', item_id: guia.id }),
            }}
            desmarcar={{
              pendente: (guia) => emCurso(desmarcar, guia.id),
              executar: (guia) => desmarcar.mutate({ tipo: 'guia', item_id: guia.id }),
            }}
          />
        </TabsContent>
      </Tabs>
      <PerguntasFrequentes faq={dados.faq} />
    </>
  )
}
