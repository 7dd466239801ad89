import { atividadesMessages as m } from '../../../../shared/atividades/atividades.schemas'
import { rotulosAcao, rotulosEntidade } from '../../../../shared/atividades/rotulos'
import { ocultoNoRegistro } from '../../../../shared/atividades/visibilidade'
import { roleLabel } from '../../../../shared/permissoes/permissoes'
import { ListSearch } from '../../../components/list/list-search'
import { PainelDeFiltros } from '../../../components/list/painel-de-filtros'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { OptionSelect } from '../../../components/ui/select'
import { useCurrentMe } from '../../../lib/current-me'
import { useUsuariosDoRegistro } from '../api/atividades-usuarios'

export interface FiltrosDaTela {
  de?: string
  ate?: string
  usuario_id?: string
  entidade?: string
  acao?: string
}

const TODOS = 'todos'
const porRotulo = (rotulos: Record<string, string>) =>
  Object.entries(rotulos)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))
const acaoOptions = [{ value: TODOS, label: 'Todas' }, ...porRotulo(rotulosAcao)]

/** Período, Usuário, Entidade, Ação and the search; folded under 'Filtros' on a phone. */
export function AtividadesFiltros({
  filtros,
  ativos,
  periodoInvalido,
  busca,
  onBuscaChange,
  onChange,
  onClear,
}: {
  filtros: FiltrosDaTela
  ativos: number
  periodoInvalido: boolean
  busca: string
  onBuscaChange: (valor: string) => void
  onChange: (patch: Partial<FiltrosDaTela>) => void
  onClear: () => void
}) {
  const usuarios = useUsuariosDoRegistro()
  // Only the entities this reader's entries can show (the server answers nothing for the others).
  const ocultas = new Set(ocultoNoRegistro(useCurrentMe()).entidades)
  const entidadeOptions = [
    { value: TODOS, label: 'Todas' },
    ...porRotulo(rotulosEntidade).filter((o) => !ocultas.has(o.value)),
  ]
  const usuarioOptions = [
    { value: TODOS, label: usuarios.isError ? 'Todos (lista indisponível)' : 'Todos' },
    ...(usuarios.data?.items ?? []).map((u) => ({
      value: u.id,
      label: `${u.nome} (${roleLabel(u.papel)})`,
    })),
  ]
  const escolha = (campo: keyof FiltrosDaTela) => (v: string) =>
    onChange({ [campo]: v === TODOS ? undefined : v })
  return (
    <PainelDeFiltros
      activeFilters={ativos}
      onClear={onClear}
      antes={
        <ListSearch
          label="Buscar atividades"
          placeholder="Nome, valor alterado, descrição ou código do registro"
          value={busca}
          onChange={onBuscaChange}
        />
      }
    >
      <div className="grid grid-cols-2 gap-2">
        <FormField label="De">
          <Input
            type="date"
            value={filtros.de ?? ''}
            max={filtros.ate}
            onChange={(e) => onChange({ de: e.target.value || undefined })}
          />
        </FormField>
        <FormField label="Até" error={periodoInvalido ? m.periodoInvalido : undefined}>
          <Input
            type="date"
            value={filtros.ate ?? ''}
            min={filtros.de}
            onChange={(e) => onChange({ ate: e.target.value || undefined })}
          />
        </FormField>
      </div>
      <FormField label="Usuário">
        <OptionSelect
          value={filtros.usuario_id ?? TODOS}
          options={usuarioOptions}
          onValueChange={escolha('usuario_id')}
        />
      </FormField>
      <FormField label="Entidade">
        <OptionSelect
          value={filtros.entidade ?? TODOS}
          options={entidadeOptions}
          onValueChange={escolha('entidade')}
        />
      </FormField>
      <FormField label="Ação">
        <OptionSelect value={filtros.acao ?? TODOS} options={acaoOptions} onValueChange={escolha('acao')} />
      </FormField>
    </PainelDeFiltros>
  )
}
