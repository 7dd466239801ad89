// No zod here (like permissoes.ts and campos-restritos.ts): pure rules the server applies to the log.
import { type GrupoDeCampos, gruposDeCamposLista, podeVer } from '../permissoes/campos-restritos'
import { can, type Modulo } from '../permissoes/permissoes'

type Sujeito = Parameters<typeof podeVer>[0]

/** What the reader needs to see an entry: the view permission of a module, or a field group. */
export type Requisito = { modulo: Modulo } | { grupo: GrupoDeCampos }

export interface RegraDaAtividade {
  /**
   * What the whole entry needs: the permission of the screen that shows its record. null: Configurações'
   * view (the log's own gate) is enough — settings, users, sessions, exports of the log itself.
   */
  entrada: Requisito | null
  /** Changed columns (keys of `campos`) that need a group besides the entry's own need. */
  campos?: Partial<Record<GrupoDeCampos, readonly string[]>>
}

const financeiro: RegraDaAtividade = { entrada: { grupo: 'financeiro' } }
const fiscal: RegraDaAtividade = { entrada: { modulo: 'fiscal' } }
const os: RegraDaAtividade = { entrada: { modulo: 'os' } }
const agenda: RegraDaAtividade = { entrada: { modulo: 'agenda' } }
const cadastros: RegraDaAtividade = { entrada: { modulo: 'cadastros' } }
const livre: RegraDaAtividade = { entrada: null }
// What the shop pays (campos-restritos.ts' `custo`): the catalogue's register shows it to report readers only.
const comCusto: RegraDaAtividade = { entrada: { modulo: 'cadastros' }, campos: { custo: ['custo_base'] } }

/**
 * Every `entidade` of the log (the tables audited by migration 0037 and the subjects of actions, as in
 * rotulos.ts) and what its reader needs: "every answer shows a role only what its permissions allow",
 * the log included. A customer's contact (`contato_cliente`) needs `cadastros`, which the customer's own
 * entries need whole. An entidade missing here needs nothing more (a test keeps the list complete).
 */
export const visibilidadeDasAtividades: Record<string, RegraDaAtividade> = {
  clientes: cadastros,
  veiculos: cadastros,
  tecnicos: cadastros,
  servicos_catalogo: comCusto,
  produtos: comCusto,
  estoque_movimentos: cadastros,
  solicitacoes_titular: cadastros,
  os,
  os_itens: os,
  os_orcamentos: os,
  os_fotos: os,
  orcamento_links: os,
  vistorias: os,
  vistoria_fotos: os,
  vistoria_links: os,
  vistoria_modelos: os,
  agendamentos: agenda,
  agendamento_links: agenda,
  revisoes: agenda,
  ar_titulos: financeiro,
  pagamentos: financeiro,
  cobrancas_pix: financeiro,
  pix_recebidos: financeiro,
  lembretes_cobranca: financeiro,
  cobranca_pix_config: financeiro,
  notas_fiscais: fiscal,
  nfse_config: fiscal,
  relatorios: { entrada: { modulo: 'relatorios' } },
  modelos_mensagem: livre,
  convites: livre,
  membros: livre,
  role_permissions: livre,
  empresas: livre,
  empresa: livre,
  emails_empresa: livre,
  treinamento_progresso: livre,
  notificacoes_leitura: livre,
  usuarios: livre,
  sessao: livre,
  exportacao: livre,
  atividades: livre,
  assinatura: livre,
  senha: livre,
  email: livre,
  mensagem: livre,
  documento: livre,
  titular: livre,
}

function atende(sujeito: Sujeito, requisito: Requisito | null): boolean {
  if (!requisito) return true
  return 'grupo' in requisito ? podeVer(sujeito, requisito.grupo) : can(sujeito, requisito.modulo, 'view')
}

/** What of the log this reader may not see: whole entidades, and columns inside the others' `campos`. */
export interface OcultoNoRegistro {
  entidades: string[]
  /** entidade → the keys removed from its entries' `campos` (only entidades with some). */
  campos: Record<string, string[]>
}

/** The admin gets nothing hidden (can() allows it everything). */
export function ocultoNoRegistro(sujeito: Sujeito): OcultoNoRegistro {
  const oculto: OcultoNoRegistro = { entidades: [], campos: {} }
  for (const [entidade, regra] of Object.entries(visibilidadeDasAtividades)) {
    if (!atende(sujeito, regra.entrada)) {
      oculto.entidades.push(entidade)
      continue
    }
    const chaves = gruposDeCamposLista
      .filter((g) => regra.campos?.[g] && !podeVer(sujeito, g))
      .flatMap((g) => regra.campos![g]!)
    if (chaves.length) oculto.campos[entidade] = chaves
  }
  return oculto
}
