import { type Acao, acoes, type PermissionRow } from '../../../shared/permissoes/permissoes'
import { acaoLabels, moduloLabels } from '../../../shared/permissoes/permissoes.schemas'
import { Switch } from '../../components/ui/switch'
import { cn } from '../../lib/cn'

const flagOf = { view: 'can_view', create: 'can_create', edit: 'can_edit', delete: 'can_delete' } as const

/** What each column allows (SPEC §2 Permissões), shown above the matrix. */
export function PermissoesLegenda() {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {acoes.map((acao) => (
        <div key={acao} className="flex gap-1.5">
          <dt className="font-medium">{acaoLabels[acao].titulo}:</dt>
          <dd className="text-muted-foreground">{acaoLabels[acao].descricao}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The six modules × Visualizar, Criar, Editar, Excluir. From `sm` up, one table row per module. On a
 * phone (375 px) four switch columns leave the module's name too narrow, so it broke mid-word: each row
 * becomes a grid, the name on a line of its own above its four switches, under the four column headers.
 */
export function PermissoesMatriz({
  rows,
  disabled,
  onChange,
}: {
  rows: PermissionRow[]
  disabled: boolean
  onChange: (modulo: PermissionRow['modulo'], acao: Acao, value: boolean) => void
}) {
  const linha = 'grid grid-cols-4 border-b border-border sm:table-row'
  return (
    <table className="block w-full border-collapse text-sm sm:table sm:table-fixed">
      <caption className="sr-only">Permissões por módulo</caption>
      <thead className="block sm:table-header-group">
        <tr className={cn(linha, 'text-left')}>
          <th scope="col" className="sr-only py-2 pr-2 font-medium sm:not-sr-only">
            Módulo
          </th>
          {acoes.map((acao) => (
            <th
              key={acao}
              scope="col"
              title={acaoLabels[acao].descricao}
              className="px-0.5 py-2 text-center text-xs font-medium sm:w-24 sm:text-sm"
            >
              {acaoLabels[acao].titulo}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {rows.map((row) => (
          <tr key={row.modulo} className={cn(linha, 'last:border-0')}>
            <th scope="row" className="col-span-4 pt-3 text-left font-medium sm:py-3 sm:pr-2 sm:font-normal">
              {moduloLabels[row.modulo]}
            </th>
            {acoes.map((acao) => (
              <td key={acao} className="px-0.5 py-2 text-center sm:py-3">
                <Switch
                  aria-label={`${acaoLabels[acao].titulo} — ${moduloLabels[row.modulo]}`}
                  checked={row[flagOf[acao]]}
                  disabled={disabled}
                  onCheckedChange={(value) => onChange(row.modulo, acao, value)}
                  className="align-middle"
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The row with one flag changed. */
export function withFlag(row: PermissionRow, acao: Acao, value: boolean): PermissionRow {
  return { ...row, [flagOf[acao]]: value }
}
