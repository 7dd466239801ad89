import { useEffect, useId, useState } from 'react'
import { combustivelLabels } from '../../../../shared/vistoria/vistoria'
import type { AtualizarVistoriaInput, VistoriaView } from '../../../../shared/vistoria/vistoria.schemas'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { IntegerInput } from '../../../components/ui/integer-input'
import { Label } from '../../../components/ui/label'
import { Switch } from '../../../components/ui/switch'
import { Textarea } from '../../../components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'

type Dados = Pick<VistoriaView, 'km' | 'combustivel' | 'checklist' | 'observacoes'>

/**
 * Km, fuel, the checklist and notes. Editable on a draft (saved with 'Salvar dados', and before signing);
 * read-only once signed.
 */
export function VistoriaDados({
  vistoria,
  editavel,
  salvando = false,
  onSalvar,
  onAlterado,
}: {
  vistoria: Dados
  editavel: boolean
  salvando?: boolean
  onSalvar?: (dados: AtualizarVistoriaInput) => void
  /** Unsaved changes: the page holds the signature until they are saved. */
  onAlterado?: (alterado: boolean) => void
}) {
  // Only these four: the rest of the inspection (its marks above all) is saved on its own.
  const [dados, setDados] = useState<Dados>(() => ({
    km: vistoria.km,
    combustivel: vistoria.combustivel,
    checklist: vistoria.checklist,
    observacoes: vistoria.observacoes,
  }))
  const ids = { km: useId(), obs: useId() }
  const alterado =
    dados.km !== vistoria.km ||
    dados.combustivel !== vistoria.combustivel ||
    dados.observacoes !== vistoria.observacoes ||
    JSON.stringify(dados.checklist) !== JSON.stringify(vistoria.checklist)
  const set = (parte: Partial<Dados>) => setDados((d) => ({ ...d, ...parte }))
  useEffect(() => onAlterado?.(alterado), [alterado, onAlterado])

  return (
    <Card>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle>Dados do veículo</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 p-4 pt-0 sm:p-6 sm:pt-0">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.km}>Quilometragem (km)</Label>
            <IntegerInput
              id={ids.km}
              grouped
              value={dados.km}
              disabled={!editavel}
              onValueChange={(km) => set({ km })}
            />
          </div>
          <div className="grid gap-1.5">
            <span className="font-medium text-sm" id={`${ids.km}-comb`}>
              Combustível
            </span>
            <ToggleGroup
              type="single"
              aria-labelledby={`${ids.km}-comb`}
              value={dados.combustivel === null ? '' : String(dados.combustivel)}
              disabled={!editavel}
              onValueChange={(v) => set({ combustivel: v === '' ? null : Number(v) })}
            >
              {combustivelLabels.map((label, nivel) => (
                <ToggleGroupItem key={label} value={String(nivel)} className="px-1">
                  {label}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Itens no veículo</legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {dados.checklist.map((item, i) => (
              <li
                key={item.item}
                className="flex min-h-11 items-center justify-between gap-3 rounded-md border px-3"
              >
                <span className="text-sm">{item.item}</span>
                <Switch
                  checked={item.presente}
                  disabled={!editavel}
                  aria-label={item.item}
                  onCheckedChange={(presente) =>
                    set({ checklist: dados.checklist.map((it, j) => (j === i ? { ...it, presente } : it)) })
                  }
                />
              </li>
            ))}
          </ul>
          {dados.checklist.length === 0 && (
            <p className="text-muted-foreground text-sm">Nenhum item na lista.</p>
          )}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.obs}>Observações</Label>
          <Textarea
            id={ids.obs}
            value={dados.observacoes ?? ''}
            maxLength={2000}
            disabled={!editavel}
            placeholder="Objetos deixados no veículo, estado dos pneus…"
            onChange={(e) => set({ observacoes: e.target.value || null })}
          />
        </div>
        {editavel && (
          <Button
            className="justify-self-start"
            disabled={!alterado || salvando}
            onClick={() => onSalvar?.(dados)}
          >
            {salvando ? 'Salvando…' : alterado ? 'Salvar dados' : 'Dados salvos'}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
