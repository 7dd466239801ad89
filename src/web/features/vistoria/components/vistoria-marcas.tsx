import { useState } from 'react'
import { toast } from 'sonner'
import { descricaoDaMarca } from '../../../../shared/vistoria/vistoria'
import type { MarcaInput, MarcaView, VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { errorMessage } from '../../../lib/api-client'
import { FotoInvalidaError, prepareFoto } from '../../../lib/resize-image'
import { atualizarVistoria } from '../api/atualizar-vistoria'
import { enviarFotoDaVistoria, removerFotoDaVistoria } from '../api/fotos-vistoria'
import { useSalvarVistoria } from '../lib/use-salvar-vistoria'
import { DiagramaVeiculo } from './diagrama-veiculo'
import { type MarcaConfirmada, MarcaDialog, type NovaMarca } from './marca-dialog'

const paraEnvio = (m: MarcaView): MarcaInput => ({
  vista: m.vista,
  x: m.x,
  y: m.y,
  tipo: m.tipo,
  descricao: m.descricao,
  foto_id: m.foto?.id ?? null,
})

/**
 * The damage marks: the diagram (tap to mark on a draft), the numbered list, and a mark's photo. Each
 * added or removed mark is saved at once, its photo first (resized in the browser).
 */
export function VistoriaMarcas({ vistoria, editavel }: { vistoria: VistoriaView; editavel: boolean }) {
  const [nova, setNova] = useState<NovaMarca | null>(null)
  const [aberta, setAberta] = useState<MarcaView | null>(null)
  const [enviandoFoto, setEnviandoFoto] = useState(false)
  const salvar = useSalvarVistoria(
    (marcas: MarcaInput[]) => atualizarVistoria(vistoria.id, { marcas }),
    'Erro ao salvar a marca',
  )
  const ocupado = salvar.isPending || enviandoFoto

  async function adicionar(m: MarcaConfirmada) {
    if (!nova) return
    let foto_id: string | null = null
    if (m.foto) {
      setEnviandoFoto(true)
      try {
        const { blob, fileName } = await prepareFoto(m.foto)
        foto_id = (await enviarFotoDaVistoria(vistoria.id, blob, fileName)).id
      } catch (error) {
        const description =
          error instanceof FotoInvalidaError ? error.message : errorMessage(error, 'Erro ao enviar a foto')
        toast.error('Erro', { description })
        return
      } finally {
        setEnviandoFoto(false)
      }
    }
    const marca: MarcaInput = { ...nova, tipo: m.tipo, descricao: m.descricao || null, foto_id }
    await salvar.mutateAsync([...vistoria.marcas.map(paraEnvio), marca]).catch(() => undefined)
    setNova(null)
  }

  async function remover(m: MarcaView) {
    const restantes = vistoria.marcas.filter((x) => x.numero !== m.numero).map(paraEnvio)
    const salva = await salvar.mutateAsync(restantes).catch(() => null)
    // The mark's photo goes with it (once no mark points at it).
    if (salva && m.foto) await removerFotoDaVistoria(vistoria.id, m.foto.id).catch(() => undefined)
    setAberta(null)
  }

  const comparando = vistoria.marcas_da_entrada
  return (
    <Card>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle>Avarias</CardTitle>
        <CardDescription>
          {editavel
            ? 'Toque no desenho onde está a avaria para marcá-la.'
            : 'As avarias registradas nesta vistoria.'}
          {comparando && ' Em cinza, as marcas da entrada; em laranja, as novas.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <DiagramaVeiculo
          marcas={vistoria.marcas}
          marcasDaEntrada={comparando}
          onMarcar={editavel && !ocupado ? (vista, x, y) => setNova({ vista, x, y }) : undefined}
          onAbrirMarca={setAberta}
        />
        {vistoria.marcas.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {comparando ? 'Nenhuma avaria nova em relação à entrada.' : 'Nenhuma avaria marcada.'}
          </p>
        ) : (
          <ol className="grid gap-1 text-sm" aria-label="Marcas">
            {vistoria.marcas.map((m) => (
              <li key={m.numero}>
                <button
                  type="button"
                  className="min-h-9 text-left hover:underline"
                  onClick={() => setAberta(m)}
                >
                  {descricaoDaMarca(m)}
                  {m.foto ? ' · com foto' : ''}
                </button>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      <MarcaDialog
        nova={nova}
        marca={aberta}
        salvando={ocupado}
        onConfirmar={(m) => void adicionar(m)}
        onRemover={editavel ? (m) => void remover(m) : undefined}
        onFechar={() => {
          setNova(null)
          setAberta(null)
        }}
      />
    </Card>
  )
}
