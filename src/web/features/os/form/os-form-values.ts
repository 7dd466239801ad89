import { z } from 'zod'
import { todayInTimeZone } from '../../../../shared/formatos/data'
import {
  type CreateOsInput,
  camposDeExecucao,
  formasPagamento,
  OS_PADROES,
  type OsView,
  prioridades,
  type UpdateOsInput,
} from '../../../../shared/os/os.schemas'
import type { ClienteRef } from '../../cadastros/clientes/cliente-combobox'
import type { TecnicoRef } from '../../cadastros/tecnicos/tecnico-combobox'
import type { VeiculoRef } from '../../cadastros/veiculos/veiculo-combobox'

// The form keeps what the person sees (chosen registers as objects, money as integer centavos, texts as
// typed); `toCreateInput` / `toUpdateInput` turn it into the API contract. Required fields are not checked
// here: a draft saves with nothing (SPEC §5); only malformed numbers are.

const valorInvalido = 'Valor inválido'
/** A money field: integer centavos, or null when empty (NaN marks text that is not a number). */
const dinheiro = z.number({ error: valorInvalido }).int(valorInvalido).min(0, valorInvalido).nullable()
const percentual = z
  .number({ error: 'Percentual inválido' })
  .min(0, 'Percentual inválido')
  .max(100, 'Percentual inválido')

const milli = (v: number) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6

export const itemFormSchema = z.object({
  tipo: z.enum(['servico', 'produto']),
  referencia_id: z.string(),
  descricao: z.string().max(200, 'Máximo de 200 caracteres'),
  quantidade: z
    .number({ error: 'Quantidade inválida' })
    .min(0, 'Quantidade inválida')
    .refine(milli, 'Use no máximo 3 casas decimais')
    .nullable(),
  valor_unitario: dinheiro,
  desconto_percentual: percentual.nullable(),
  desconto_valor: dinheiro,
  /** What the catalogue says about the line (not sent): discount permission and stock. */
  permite_desconto: z.boolean().nullable(),
  unidade: z.string().nullable(),
  controla_estoque: z.boolean().nullable(),
  estoque_atual: z.number().nullable(),
  estoque_minimo: z.number().nullable(),
})
export type ItemFormValues = z.infer<typeof itemFormSchema>

export const osFormSchema = z.object({
  cliente: z.custom<ClienteRef>().nullable(),
  veiculo: z.custom<VeiculoRef>().nullable(),
  tecnico: z.custom<TecnicoRef>().nullable(),
  previsao_entrega: z.string(),
  prioridade: z.enum(prioridades),
  garantia_dias: z
    .number({ error: 'Garantia inválida' })
    .int('Garantia inválida')
    .min(0, 'Garantia inválida')
    .max(3650, 'Garantia inválida')
    .nullable(),
  observacoes: z.string().max(2000, 'Máximo de 2000 caracteres'),
  km_entrada: z.number({ error: 'KM inválido' }).int('KM inválido').min(0, 'KM inválido').nullable(),
  laudo: z.string().max(5000, 'Máximo de 5000 caracteres'),
  desconto_tipo: z.enum(['percentual', 'valor']).nullable(),
  desconto_percentual: percentual.nullable(),
  desconto_valor: dinheiro,
  acrescimos_valor: dinheiro,
  forma_pagamento_preferida: z.enum(formasPagamento).nullable(),
  condicoes_pagamento: z.string().max(500, 'Máximo de 500 caracteres'),
  observacoes_orcamento: z.string().max(2000, 'Máximo de 2000 caracteres'),
  orcamento_validade: z.string(),
  itens: z.array(itemFormSchema).max(200, 'No máximo 200 itens por OS'),
})
export type OsFormValues = z.infer<typeof osFormSchema>

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
export function toUpdateInput(v: OsFormValues, status: OsView['status']): UpdateOsInput {
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
