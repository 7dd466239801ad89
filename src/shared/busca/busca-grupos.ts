import { type Assinatura, moduloNoPlano } from '../assinatura/assinatura'
import { podeVer } from '../permissoes/campos-restritos'
import { can, type PermissionRow } from '../permissoes/permissoes'
import type { BuscaResultado } from './busca.schemas'

export type BuscaGrupo = keyof BuscaResultado

type Sujeito = {
  role: string | null | undefined
  permissions: readonly PermissionRow[]
  empresa: Pick<Assinatura, 'plano' | 'status_assinatura'>
}

/**
 * The groups this user may search: OS with `os` view, clients and vehicles with `cadastros` view, titles
 * with `contas_receber` view on a plan that has Contas a Receber (a trial has). None at all means no global search.
 */
export function gruposDaBusca(sujeito: Sujeito): BuscaGrupo[] {
  const grupos: BuscaGrupo[] = []
  if (can(sujeito, 'os', 'view')) grupos.push('os')
  if (can(sujeito, 'cadastros', 'view')) grupos.push('clientes', 'veiculos')
  if (podeVer(sujeito, 'financeiro') && moduloNoPlano(sujeito.empresa, 'contas_receber'))
    grupos.push('titulos')
  return grupos
}
