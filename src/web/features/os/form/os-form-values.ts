import { z } from 'zod'
import { todayInTimeZone } from '../../../../shared/formatos/data'
import {
  type CreateOsInput,
  camposDeExecucao,
  createOsInput,
  type formasPagamento,
  OS_PADROES,
  type OsView,
  type prioridades,
  type UpdateOsInput,
  updateOsInput,
} from '../../../../shared/os/os.schemas'
import type { OsStatus } from '../../../../shared/os/os-status'
import type { ClienteRef } from '../../cadastros/clientes/cliente-combobox'
import type { TecnicoRef } from '../../cadastros/tecnicos/tecnico-combobox'
import type { VeiculoRef } from '../../cadastros/veiculos/veiculo-combobox'

// The form keeps what the person sees (chosen registers as objects, money as integer centavos, texts as
// typed; a number field holds null when empty and NaN for text that is not a number). `toCreateInput` /
// `toUpdateInput` turn it into the API contract, and the form's rules are the API's: `osFormSchema` checks
// what the form would send. Nothing is required there: a draft saves with nothing (SPEC §5).

export type ItemFormValues = {
  tipo: 'servico' | 'produto'
  referencia_id: string
  descricao: string
  quantidade: number | null
  valor_unitario: number | null
  desconto_percentual: number | null
  desconto_valor: number | null
  /** What the catalogue says about the line (not sent): discount permission and stock. */
  permite_desconto: boolean | null
  unidade: string | null
  controla_estoque: boolean | null
  estoque_atual: number | null
  estoque_minimo: number | null
}

export type OsFormValues = {
  cliente: ClienteRef | null
  veiculo: VeiculoRef | null
  tecnico: TecnicoRef | null
  previsao_entrega: string
  prioridade: (typeof prioridades)[number]
  garantia_dias: number | null
  observacoes: string
  km_entrada: number | null
  laudo: string
  desconto_tipo: 'percentual' | 'valor' | null
  desconto_percentual: number | null
  desconto_valor: number | null
  acrescimos_valor: number | null
  forma_pagamento_preferida: (typeof formasPagamento)[number] | null
  condicoes_pagamento: string
  observacoes_orcamento: string
  orcamento_validade: string
  itens: ItemFormValues[]
}

/**
 * The form's schema: `createOsInput` (a new OS or a rascunho) or `updateOsInput` (after the quote was
 * sent, only the execution fields) run on what the form would send, each message under its field.
 */
export const osFormSchema = (status: OsStatus) =>
  z.custom<OsFormValues>().superRefine((values, ctx) => {
    const result =
      status === 'rascunho'
        ? createOsInput.safeParse(toCreateInput(values))
        : updateOsInput.safeParse(toUpdateInput(values, status))
    for (const issue of result.error?.issues ?? []) {
      const field = formFieldOf(issue.path.join('.'))
      if (field) ctx.addIssue({ code: 'custom', message: issue.message, path: field.split('.') })
    }
  })

/** `yyyy-MM-dd` of today + n days in the company's zone (the quote's default validity). */
export function todayPlusDays(days: number): string {
  const [y, m, d] = todayInTimeZone().split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

export function emptyOsForm(): OsFormValues {
  return {
    cliente: null,
    veiculo: null,
    tecnico: null,
    previsao_entrega: '',
    prioridade: OS_PADROES.prioridade,
    garantia_dias: OS_PADROES.garantia_dias,
    observacoes: '',
    km_entrada: null,
    laudo: '',
    desconto_tipo: null,
    desconto_percentual: null,
    desconto_valor: null,
    acrescimos_valor: null,
    forma_pagamento_preferida: null,
    condicoes_pagamento: OS_PADROES.condicoes_pagamento,
    observacoes_orcamento: '',
    orcamento_validade: todayPlusDays(OS_PADROES.validadeOrcamentoDias),
    itens: [],
  }
}

export function osToForm(os: OsView): OsFormValues {
  return {
    cliente: os.cliente
      ? { id: os.cliente.id, nome_razao: os.cliente.nome_razao, doc: os.cliente.doc }
      : null,
    veiculo: os.veiculo,
    tecnico: os.tecnico,
    previsao_entrega: os.previsao_entrega ?? '',
    prioridade: os.prioridade,
    garantia_dias: os.garantia_dias,
    observacoes: os.observacoes ?? '',
    km_entrada: os.km_entrada,
    laudo: os.laudo ?? '',
    desconto_tipo: os.desconto_tipo,
    desconto_percentual: os.desconto_percentual,
    desconto_valor: os.desconto_tipo === 'valor' ? os.desconto_valor : null,
    acrescimos_valor: os.acrescimos_valor || null,
    forma_pagamento_preferida: os.forma_pagamento_preferida,
    condicoes_pagamento: os.condicoes_pagamento ?? '',
    observacoes_orcamento: os.observacoes_orcamento ?? '',
    orcamento_validade: os.orcamento_validade ?? '',
    itens: os.itens.map((i) => ({
      tipo: i.tipo,
      referencia_id: i.referencia_id ?? '',
      descricao: i.descricao,
      quantidade: i.quantidade,
      valor_unitario: i.valor_unitario,
      desconto_percentual: i.desconto_percentual,
      desconto_valor: i.desconto_valor,
      permite_desconto: i.permite_desconto,
      unidade: i.unidade,
      controla_estoque: i.controla_estoque,
      estoque_atual: i.estoque_atual,
      estoque_minimo: i.estoque_minimo,
    })),
  }
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim())

/** The whole OS as the API takes it (new OS, or a PATCH of a rascunho). */
export function toCreateInput(v: OsFormValues): CreateOsInput {
  return {
    cliente_id: v.cliente?.id ?? null,
    veiculo_id: v.veiculo?.id ?? null,
    tecnico_responsavel_id: v.tecnico?.id ?? null,
    previsao_entrega: textOrNull(v.previsao_entrega),
    prioridade: v.prioridade,
    garantia_dias: v.garantia_dias ?? OS_PADROES.garantia_dias,
    observacoes: textOrNull(v.observacoes),
    km_entrada: v.km_entrada,
    laudo: textOrNull(v.laudo),
    desconto_tipo: v.desconto_tipo,
    desconto_percentual: v.desconto_tipo === 'percentual' ? (v.desconto_percentual ?? 0) : null,
    desconto_valor: v.desconto_tipo === 'valor' ? (v.desconto_valor ?? 0) : 0,
    acrescimos_valor: v.acrescimos_valor ?? 0,
    forma_pagamento_preferida: v.forma_pagamento_preferida,
    condicoes_pagamento: textOrNull(v.condicoes_pagamento),
    observacoes_orcamento: textOrNull(v.observacoes_orcamento),
    orcamento_validade: textOrNull(v.orcamento_validade),
    itens: v.itens.map((i) => ({
      tipo: i.tipo,
      referencia_id: i.referencia_id,
      descricao: textOrNull(i.descricao),
      quantidade: i.quantidade ?? 0,
      valor_unitario: i.valor_unitario ?? 0,
      desconto_percentual: i.permite_desconto === false ? 0 : (i.desconto_percentual ?? 0),
      desconto_valor: i.permite_desconto === false ? 0 : (i.desconto_valor ?? 0),
    })),
  }
}

/** PATCH body: everything in rascunho; after the quote was sent only the execution fields (DESIGN §8b). */
export function toUpdateInput(v: OsFormValues, status: OsStatus): UpdateOsInput {
  const all = toCreateInput(v)
  if (status === 'rascunho') return all
  return Object.fromEntries(
    camposDeExecucao.map((k) => [k, all[k]]).filter(([, value]) => value !== undefined),
  ) as UpdateOsInput
}

/** Where a server field error (`cliente_id`, `itens.0.quantidade`) shows in the form. */
export function formFieldOf(serverField: string): string | null {
  const renamed: Record<string, string> = {
    cliente_id: 'cliente',
    veiculo_id: 'veiculo',
    tecnico_responsavel_id: 'tecnico',
  }
  if (renamed[serverField]) return renamed[serverField]
  if (
    /^itens\.\d+\.(quantidade|valor_unitario|desconto_percentual|desconto_valor|descricao)$/.test(serverField)
  )
    return serverField
  if (/^itens\.\d+\.referencia_id$/.test(serverField))
    return serverField.replace('referencia_id', 'descricao')
  return serverField in emptyOsForm() ? serverField : null
}
