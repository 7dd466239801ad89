// No zod here (like permissoes.ts): the web reads it to decide which sections to show.
import { type Acao, can, type Modulo, type PermissionRow } from './permissoes'

type Sujeito = { role: string | null | undefined; permissions: readonly PermissionRow[] } | null | undefined

/**
 * The data of one module that the answers of other modules embed, and the permission that shows it
 * (issue 22 item 5). The route gate says who may open a screen; this table says which fields of its
 * answer the reader gets. The one place the rule lives: the server strips with it, the web hides the
 * matching sections with it, and the per-role test (permissoes-campos.routes.test.ts) checks every GET
 * route against it.
 */
export const gruposDeCampos = {
  /** Titles, instalments, due dates, receipts, balances and PIX charges: the Contas a Receber screen. */
  financeiro: { permissao: ['contas_receber', 'view'] },
  /**
   * What the shop pays for products and services. The financial report's margins reveal it already, so
   * whoever reads reports may read costs; a Técnico keeps seeing sale prices (he quotes with them).
   */
  custo: { permissao: ['relatorios', 'view'] },
  /** The customer's mobile, phone and email: the Clientes register. */
  contato_cliente: { permissao: ['cadastros', 'view'] },
} as const satisfies Record<string, { permissao: readonly [Modulo, Acao] }>

export type GrupoDeCampos = keyof typeof gruposDeCampos
export const gruposDeCamposLista = Object.keys(gruposDeCampos) as GrupoDeCampos[]

/** Whether the reader may see the fields of `grupo` (admin: always; no role: never). */
export function podeVer(sujeito: Sujeito, grupo: GrupoDeCampos): boolean {
  const [modulo, acao] = gruposDeCampos[grupo].permissao
  return can(sujeito, modulo, acao)
}

/**
 * Where each kind of answer carries each group: paths to the keys removed ('cliente.email' inside an
 * object, 'itens[].x' inside every element of a list, 'itens[tipo=a|b].x' inside those of these kinds)
 * when the reader may not see the group. The answers
 * that leave a whole part uncomputed (the dashboard's `financeiro`, the search's and the bell's titles)
 * ask `podeVer` and answer null or nothing instead.
 */
export const camposRestritos = {
  /** GET /api/os/:id and every write on one OS; the printed documents read the same view. */
  os: {
    // The invoice's history note says the instalments and the deposit ('sinal de R$ 200,00').
    financeiro: ['titulos', 'historico[evento=faturamento|estorno_faturamento].observacao'],
    contato_cliente: ['cliente.celular', 'cliente.telefone', 'cliente.email', 'titulos[].cliente_telefone'],
  },
  /** GET /api/os/:id/compartilhar: the WhatsApp number and the address the email goes to. */
  compartilhar: { contato_cliente: ['telefone', 'email'] },
  /** One row of GET /api/titulos and a receipt's answer (the routes need `contas_receber`). */
  titulo: { contato_cliente: ['cliente_telefone'] },
  /** GET /api/relatorios/financeiro (the whole report is `financeiro`: the route needs both permissions). */
  relatorio_financeiro: { contato_cliente: ['vencidos[].cliente_telefone'] },
  produto: { custo: ['custo_base'] },
  servico: { custo: ['custo_base'] },
} as const satisfies Record<string, Partial<Record<GrupoDeCampos, readonly string[]>>>

export type RespostaRestrita = keyof typeof camposRestritos

/** One step of a path: a key, and for a list which elements (all, or those whose `campo` is one of `valores`). */
export type Passo = { chave: string; lista: boolean; campo?: string; valores?: string[] }

/** 'a.b', 'lista[].c', 'lista[evento=x|y].c' → its steps. */
export function passosDoCaminho(path: string): Passo[] {
  return path.split('.').map((parte) => {
    const m = /^(\w+)\[(?:(\w+)=([\w|]+))?\]$/.exec(parte)
    if (!m) return { chave: parte, lista: false }
    return { chave: m[1], lista: true, campo: m[2], valores: m[3]?.split('|') }
  })
}

/** The elements of a list a step selects. */
export function elementosDoPasso(passo: Passo, valor: unknown): unknown[] {
  if (!Array.isArray(valor)) return []
  const { campo, valores } = passo
  if (!campo || !valores) return valor
  return valor.filter(
    (v) => v && typeof v === 'object' && valores.includes(String((v as Record<string, unknown>)[campo])),
  )
}

/** Deletes the key the steps reach, wherever it exists. */
function apagar(alvo: unknown, passos: readonly Passo[]): void {
  if (alvo === null || typeof alvo !== 'object' || passos.length === 0) return
  const [passo, ...resto] = passos
  const obj = alvo as Record<string, unknown>
  if (!(passo.chave in obj)) return
  if (resto.length === 0 && !passo.lista) {
    delete obj[passo.chave]
    return
  }
  const valor = obj[passo.chave]
  if (passo.lista) for (const item of elementosDoPasso(passo, valor)) apagar(item, resto)
  else apagar(valor, resto)
}

/**
 * The answer without the fields its reader may not see (the keys are removed, not emptied: the web
 * hides a section whose data is absent). Mutates and returns `resposta`, a fresh presenter object.
 */
export function ocultarCampos<T extends object>(sujeito: Sujeito, tipo: RespostaRestrita, resposta: T): T {
  const grupos: Partial<Record<GrupoDeCampos, readonly string[]>> = camposRestritos[tipo]
  for (const grupo of gruposDeCamposLista) {
    const paths = grupos[grupo]
    if (!paths || podeVer(sujeito, grupo)) continue
    for (const path of paths) apagar(resposta, passosDoCaminho(path))
  }
  return resposta
}
