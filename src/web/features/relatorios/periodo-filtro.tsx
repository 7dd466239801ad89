import { useState } from 'react'
import {
  type PeriodoPreset,
  type PeriodoQuery,
  periodoLabels,
  periodoQuery,
  periodosPreset,
} from '../../../shared/relatorios/periodo'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { OptionSelect } from '../../components/ui/select'

const opcoes = [...periodosPreset, 'personalizado' as const].map((value) => ({
  value,
  label: periodoLabels[value],
}))

/** Presets, or two dates applied together (checked with the API's own rules and messages). */
export function PeriodoFiltro({
  value,
  onChange,
}: {
  value: PeriodoQuery
  onChange: (p: PeriodoQuery) => void
}) {
  const [modo, setModo] = useState<PeriodoPreset | 'personalizado'>(value.periodo ?? 'personalizado')
  const [de, setDe] = useState(value.de ?? '')
  const [ate, setAte] = useState(value.ate ?? '')
  const [erros, setErros] = useState<{ de?: string; ate?: string }>({})

  const aplicar = () => {
    const r = periodoQuery.safeParse({ de: de || undefined, ate: ate || undefined })
    if (!r.success) {
      const fields: { de?: string; ate?: string } = {}
      for (const issue of r.error.issues) fields[issue.path[0] as 'de' | 'ate'] ??= issue.message
      setErros(fields)
      return
    }
    setErros({})
    onChange({ de, ate })
  }

  return (
    <section aria-label="Filtro de período" className="mb-6 flex flex-wrap items-end gap-3 print:hidden">
      <div className="grid w-full gap-1.5 sm:w-48">
        <Label htmlFor="relatorio-periodo">Período</Label>
        <OptionSelect
          id="relatorio-periodo"
          value={modo}
          options={opcoes}
          onValueChange={(v) => {
            const m = v as PeriodoPreset | 'personalizado'
            setModo(m)
            if (m !== 'personalizado') onChange({ periodo: m })
          }}
        />
      </div>
      {modo === 'personalizado' && (
        <>
          <DataCampo id="relatorio-de" label="De" value={de} onChange={setDe} erro={erros.de} />
          <DataCampo id="relatorio-ate" label="Até" value={ate} onChange={setAte} erro={erros.ate} />
          <Button type="button" onClick={aplicar} className="h-11 md:h-10">
            Aplicar
          </Button>
        </>
      )}
    </section>
  )
}

function DataCampo(props: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  erro?: string
}) {
  const erroId = `${props.id}-erro`
  return (
    <div className="grid w-[calc(50%-0.375rem)] gap-1.5 sm:w-44">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.erro ? true : undefined}
        aria-describedby={props.erro ? erroId : undefined}
      />
      {props.erro && (
        <p id={erroId} className="text-sm text-destructive">
          {props.erro}
        </p>
      )}
    </div>
  )
}
