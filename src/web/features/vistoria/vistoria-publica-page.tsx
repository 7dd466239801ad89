import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { formatDateTime } from '../../../shared/formatos/data'
import { descricaoDaMarca, vistoriaTipoLabels } from '../../../shared/vistoria/vistoria'
import type { VistoriaPublicaView } from '../../../shared/vistoria/vistoria.schemas'
import { FormularioDeAssinatura } from '../../components/assinatura/formulario-de-assinatura'
import { AvisoPublico, CabecalhoDaEmpresa, PaginaPublica } from '../../components/pagina-publica'
import { errorMessage } from '../../lib/api-client'
import { usePageTitle } from '../../lib/use-page-title'
import { assinarPeloLink, useVistoriaPublica } from './api/vistoria-publica'
import { DiagramaVeiculo } from './components/diagrama-veiculo'
import { VistoriaDados } from './components/vistoria-dados'

/** /v/:token — the customer reviews the inspection and signs with name and CPF; no login (issue 26). */
export function VistoriaPublicaPage() {
  const { token = '' } = useParams()
  const query = useVistoriaPublica(token)
  usePageTitle(query.data ? vistoriaTipoLabels[query.data.tipo] : 'Vistoria')
  return (
    <PaginaPublica
      query={query}
      rotulo="Carregando vistoria"
      esqueleto={['h-12', 'h-64']}
      erroPadrao="Não foi possível carregar a vistoria."
    >
      {(v) => <Vistoria token={token} inicial={v} />}
    </PaginaPublica>
  )
}

function Vistoria({ token, inicial }: { token: string; inicial: VistoriaPublicaView }) {
  const [v, setV] = useState(inicial)
  const [enviando, setEnviando] = useState(false)
  const [erro, setErro] = useState<string | null>(null)
  const assinar = async (dados: { nome: string; documento: string; imagem: string }) => {
    setEnviando(true)
    setErro(null)
    try {
      setV(await assinarPeloLink(token, dados))
    } catch (error) {
      setErro(errorMessage(error, 'Não foi possível registrar a assinatura. Tente novamente.'))
    } finally {
      setEnviando(false)
    }
  }
  return (
    <>
      <CabecalhoDaEmpresa empresa={v.empresa} />
      <h1 className="mt-4 font-semibold text-xl">{`${vistoriaTipoLabels[v.tipo]} · OS ${v.numero_os}`}</h1>
      <p className="text-muted-foreground text-sm">
        {[v.cliente_nome, v.veiculo && `${v.veiculo.descricao} · ${v.veiculo.placa}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <section className="mt-4 grid gap-3" aria-label="Avarias">
        <h2 className="font-medium">Avarias</h2>
        <DiagramaVeiculo marcas={v.marcas} marcasDaEntrada={v.marcas_da_entrada} />
        {v.marcas.length ? (
          <ol className="grid gap-2 text-sm">
            {v.marcas.map((m) => (
              <li key={m.numero} className="grid gap-1">
                {descricaoDaMarca(m)}
                {m.foto && (
                  <img
                    src={m.foto.url}
                    alt={`Foto da marca ${m.numero}`}
                    className="max-h-48 w-auto self-start rounded"
                  />
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground text-sm">Nenhuma avaria registrada.</p>
        )}
      </section>
      <div className="mt-4">
        <VistoriaDados vistoria={v} editavel={false} />
      </div>
      <section className="mt-4 grid gap-3" aria-label="Termo">
        <h2 className="font-medium">Termo</h2>
        <p className="whitespace-pre-line text-muted-foreground text-sm">{v.termos}</p>
        {v.assinatura ? (
          <AvisoPublico
            icone={<CheckCircle2 className="size-4" aria-hidden="true" />}
            titulo="Vistoria assinada"
          >
            <p>{`${v.assinatura.nome}${v.assinatura.documento ? ` · CPF ${v.assinatura.documento}` : ''}`}</p>
            <p>{`Em ${formatDateTime(v.assinatura.assinado_em)}`}</p>
            <p className="break-all font-mono text-xs">SHA-256 {v.assinatura.sha256}</p>
          </AvisoPublico>
        ) : (
          <FormularioDeAssinatura
            nomeInicial={v.cliente_nome ?? ''}
            cpfObrigatorio
            enviando={enviando}
            erro={erro}
            rotuloDoBotao="Assinar vistoria"
            onAssinar={(dados) => void assinar(dados)}
          />
        )}
      </section>
    </>
  )
}
