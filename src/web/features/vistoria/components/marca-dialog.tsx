import { Camera, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import {
  type MarcaTipo,
  marcaTipoLabels,
  marcaTipos,
  type Vista,
  vistaLabels,
} from '../../../../shared/vistoria/vistoria'
import type { MarcaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { FOTO_TIPOS_ACEITOS } from '../../../lib/resize-image'

export type NovaMarca = { vista: Vista; x: number; y: number }
export type MarcaConfirmada = { tipo: MarcaTipo; descricao: string; foto: File | null }

/**
 * A mark: a new one (type, a short note and an optional photo from the camera) after a tap on the diagram,
 * or an existing one to see, and remove while the inspection is a draft.
 */
export function MarcaDialog({
  nova,
  marca,
  salvando,
  onConfirmar,
  onRemover,
  onFechar,
}: {
  nova: NovaMarca | null
  marca: MarcaView | null
  salvando: boolean
  onConfirmar?: (m: MarcaConfirmada) => void
  onRemover?: (m: MarcaView) => void
  onFechar: () => void
}) {
  const aberto = Boolean(nova || marca)
  return (
    <Dialog open={aberto} onOpenChange={(o) => !o && onFechar()}>
      <DialogContent>
        {nova && onConfirmar && (
          <FormularioDaMarca
            key={`${nova.vista}${nova.x}${nova.y}`}
            nova={nova}
            salvando={salvando}
            onConfirmar={onConfirmar}
          />
        )}
        {marca && (
          <>
            <DialogHeader>
              <DialogTitle>{`Marca ${marca.numero}: ${marcaTipoLabels[marca.tipo]}`}</DialogTitle>
              <DialogDescription>
                {vistaLabels[marca.vista]}
                {marca.descricao ? ` — ${marca.descricao}` : ''}
              </DialogDescription>
            </DialogHeader>
            {marca.foto && (
              <img
                src={marca.foto.url}
                alt={`Foto da marca ${marca.numero}`}
                className="max-h-80 w-full rounded-md object-contain"
              />
            )}
            <DialogFooter>
              {onRemover && (
                <Button variant="destructive" disabled={salvando} onClick={() => onRemover(marca)}>
                  <Trash2 aria-hidden="true" /> Remover marca
                </Button>
              )}
              <Button variant="outline" onClick={onFechar}>
                Fechar
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function FormularioDaMarca({
  nova,
  salvando,
  onConfirmar,
}: {
  nova: NovaMarca
  salvando: boolean
  onConfirmar: (m: MarcaConfirmada) => void
}) {
  const [tipo, setTipo] = useState<MarcaTipo | null>(null)
  const [descricao, setDescricao] = useState('')
  const [foto, setFoto] = useState<File | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const ids = { descricao: useId(), foto: useId() }
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (!tipo) return setErro('Escolha o tipo da avaria')
        onConfirmar({ tipo, descricao: descricao.trim(), foto })
      }}
    >
      <DialogHeader>
        <DialogTitle>Nova avaria</DialogTitle>
        <DialogDescription>{vistaLabels[nova.vista]}</DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Tipo</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {marcaTipos.map((t) => (
            <Button
              key={t}
              type="button"
              variant={tipo === t ? 'default' : 'outline'}
              aria-pressed={tipo === t}
              className="h-11"
              onClick={() => {
                setTipo(t)
                setErro(null)
              }}
            >
              {marcaTipoLabels[t]}
            </Button>
          ))}
        </div>
        {erro && (
          <p role="alert" className="text-destructive text-sm">
            {erro}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.descricao}>Descrição (opcional)</Label>
        <Input
          id={ids.descricao}
          value={descricao}
          maxLength={200}
          onChange={(e) => setDescricao(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.foto} className="inline-flex items-center gap-2">
          <Camera className="size-4" aria-hidden="true" /> Foto da avaria (opcional)
        </Label>
        <Input
          id={ids.foto}
          type="file"
          accept={FOTO_TIPOS_ACEITOS.join(',')}
          capture="environment"
          onChange={(e) => setFoto(e.target.files?.[0] ?? null)}
        />
      </div>
      <DialogFooter>
        <Button type="submit" className="h-11" disabled={salvando}>
          {salvando ? 'Salvando…' : 'Adicionar marca'}
        </Button>
      </DialogFooter>
    </form>
  )
}
