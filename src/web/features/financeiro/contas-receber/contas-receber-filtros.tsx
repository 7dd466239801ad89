import { FilterX, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { financeiroMessages as m } from '../../../../shared/financeiro/financeiro.messages'
import { tituloFiltroLabels, tituloFiltroStatus } from '../../../../shared/financeiro/financeiro.schemas'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { cn } from '../../../lib/cn'
import { ClienteCombobox } from '../../cadastros/clientes/cliente-combobox'
import type { TitulosFiltros } from './contas-receber-params'

const TODOS = 'todos'
const statusOptions = [
  { value: TODOS, label: 'Todos' },
  ...tituloFiltroStatus.map((s) => ({ value: s, label: tituloFiltroLabels[s] })),
]

/**
 * SPEC §2: Data Início, Data Fim (due dates), Cliente, Status and 'Limpar Filtros'. Always open from
 * tablets up; on a phone they fold under a 'Filtros' button with the count, so the titles come first.
 */
export function ContasReceberFiltros({
  filtros,
  ativos,
  periodoInvalido,
  onChange,
  onClear,
}: {
  filtros: TitulosFiltros
  ativos: number
  periodoInvalido: boolean
  onChange: (patch: Partial<TitulosFiltros>) => void
  onClear: () => void
}) {
  const [aberto, setAberto] = useState(ativos > 0)
  const painelId = useId()
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="h-11 w-fit md:hidden"
        aria-expanded={aberto}
        aria-controls={painelId}
        onClick={() => setAberto((v) => !v)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filtros
        {ativos > 0 && (
          <Badge className="ml-0.5 px-1.5" aria-label={`${ativos} filtros ativos`}>
            {ativos}
          </Badge>
        )}
      </Button>
      <Card
        id={painelId}
        role="region"
        aria-label="Filtros"
        className={cn('gap-4 p-4 md:grid', aberto ? 'grid' : 'hidden')}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
          <FormField label="Data Início">
            <Input
              type="date"
              value={filtros.de ?? ''}
              max={filtros.ate}
              onChange={(e) => onChange({ de: e.target.value || undefined })}
            />
          </FormField>
          <FormField label="Data Fim" error={periodoInvalido ? m.periodoInvalido : undefined}>
            <Input
              type="date"
              value={filtros.ate ?? ''}
              min={filtros.de}
              onChange={(e) => onChange({ ate: e.target.value || undefined })}
            />
          </FormField>
          <FormField label="Cliente">
            <ClienteCombobox
              placeholder="Todos"
              value={
                filtros.cliente_id
                  ? { id: filtros.cliente_id, nome_razao: filtros.cliente_nome ?? 'Cliente' }
                  : null
              }
              onChange={(c) => onChange({ cliente_id: c?.id, cliente_nome: c?.nome_razao })}
            />
          </FormField>
          <FormField label="Status">
            <OptionSelect
              value={filtros.status ?? TODOS}
              options={statusOptions}
              onValueChange={(v) =>
                onChange({ status: v === TODOS ? undefined : (v as TitulosFiltros['status']) })
              }
            />
          </FormField>
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={onClear}
              disabled={ativos === 0}
              className="h-11 w-full sm:w-auto md:h-10"
            >
              <FilterX aria-hidden="true" />
              Limpar Filtros
            </Button>
          </div>
        </div>
      </Card>
    </div>
  )
}
