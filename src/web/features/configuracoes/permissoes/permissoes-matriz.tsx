import { type Acao, acoes, type PermissionRow } from '../../../../shared/permissoes/permissoes'
import { acaoLabels, moduloLabels } from '../../../../shared/permissoes/permissoes.schemas'
import { Switch } from '../../../components/ui/switch'

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
 * The six modules × Visualizar, Criar, Editar, Excluir. One grid at every width: the module's name wraps
 * and the four switch columns stay narrow, so it fits 375 px without sideways scroll.
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
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Permissões por módulo</caption>
      <thead>
        <tr className="border-b border-border text-left">
          <th scope="col" className="py-2 pr-2 font-medium">
            Módulo
          </th>
          {acoes.map((acao) => (
            <th
              key={acao}
              scope="col"
              title={acaoLabels[acao].descricao}
              className="w-14 px-0.5 py-2 text-center text-[11px] font-medium sm:w-24 sm:text-sm"
            >
              {acaoLabels[acao].titulo}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.modulo} className="border-b border-border last:border-0">
            <th scope="row" className="break-words py-3 pr-2 text-left font-normal">
              {moduloLabels[row.modulo]}
            </th>
            {acoes.map((acao) => (
              <td key={acao} className="px-0.5 py-3 text-center">
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
