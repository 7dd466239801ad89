import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { type PermissionRow, type Role, roleLabel, roles } from '../../../shared/permissoes/permissoes'
import { permissoesMessages as m, type PermissoesView } from '../../../shared/permissoes/permissoes.schemas'
import { ListError } from '../../components/list/list-states'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FormField } from '../../components/ui/form-field'
import { OptionSelect } from '../../components/ui/select'
import { Skeleton } from '../../components/ui/skeleton'
import { Spinner } from '../../components/ui/spinner'
import { errorMessage } from '../../lib/api-client'
import { usePermissoes } from './api/get-permissoes'
import { useUpdatePermissoes } from './api/update-permissoes'
import { PermissoesLegenda, PermissoesMatriz, withFlag } from './permissoes-matriz'

const perfilOptions = roles.map((role) => ({ value: role, label: roleLabel(role) }))

/** Tab Permissões (admin only): choose a profile, switch its flags per module, 'Salvar Permissões'. */
export function PermissoesTab() {
  const [role, setRole] = useState<Role>('gerente')
  const permissoes = usePermissoes(role)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Permissões por perfil</CardTitle>
        <CardDescription>
          O que cada perfil pode fazer em cada módulo. A mudança vale a partir da próxima ação de quem usa o
          perfil.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="sm:max-w-xs">
          <FormField label="Perfil">
            <OptionSelect value={role} onValueChange={(v) => setRole(v as Role)} options={perfilOptions} />
          </FormField>
        </div>
        <PermissoesLegenda />
        {permissoes.data ? (
          // Keyed by role: switching profile starts from that profile's saved matrix.
          <PermissoesForm key={permissoes.data.role} view={permissoes.data} />
        ) : permissoes.isError ? (
          <ListError
            title={m.erroCarregar}
            onRetry={() => void permissoes.refetch()}
            retrying={permissoes.isFetching}
          />
        ) : (
          <div className="grid gap-3" role="status" aria-label="Carregando">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-9" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function PermissoesForm({ view }: { view: PermissoesView }) {
  const [rows, setRows] = useState<PermissionRow[]>(view.rows)
  const update = useUpdatePermissoes()

  if (!view.editavel) {
    return (
      <div className="grid gap-4">
        <p
          role="note"
          className="flex gap-2 rounded-lg border border-border bg-muted p-3 text-sm text-muted-foreground"
        >
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {m.adminSomenteLeitura}
        </p>
        <PermissoesMatriz rows={view.rows} disabled onChange={() => {}} />
      </div>
    )
  }

  const salvar = () => {
    if (view.role === 'admin') return
    update.mutate(
      { role: view.role, rows },
      {
        onSuccess: (saved) => {
          setRows(saved.rows)
          toast.success('Sucesso', { description: m.salvas })
        },
        onError: (error) => toast.error(m.erroSalvar, { description: errorMessage(error, '') || undefined }),
      },
    )
  }

  return (
    <div className="grid gap-4">
      <PermissoesMatriz
        rows={rows}
        disabled={update.isPending}
        onChange={(modulo, acao, value) =>
          setRows((atual) => atual.map((row) => (row.modulo === modulo ? withFlag(row, acao, value) : row)))
        }
      />
      <div className="flex justify-end">
        <Button onClick={salvar} disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending && <Spinner label="" />}
          Salvar Permissões
        </Button>
      </div>
    </div>
  )
}
