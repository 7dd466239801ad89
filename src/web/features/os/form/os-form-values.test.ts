import { describe, expect, it } from 'vitest'
import { createOsInput, OS_PADROES, updateOsInput } from '../../../../shared/os/os.schemas'
import {
  emptyOsForm,
  formFieldOf,
  type ItemFormValues,
  osFormSchema,
  toCreateInput,
  toUpdateInput,
} from './os-form-values'

const servico = (over: Partial<ItemFormValues> = {}): ItemFormValues => ({
  tipo: 'servico',
  referencia_id: '0b8f7c59-1f5d-4a4c-9b8e-2f4a6b2c9d11',
  descricao: 'Funilaria',
  quantidade: 1.5,
  valor_unitario: 30000,
  desconto_percentual: 10,
  desconto_valor: 4500,
  permite_desconto: true,
  unidade: null,
  controla_estoque: null,
  estoque_atual: null,
  estoque_minimo: null,
  ...over,
})

describe('OS form values', () => {
  it('starts with the spec defaults and validity today + 7', () => {
    const v = emptyOsForm()
    expect(v.prioridade).toBe('media')
    expect(v.garantia_dias).toBe(90)
    expect(v.condicoes_pagamento).toBe(OS_PADROES.condicoes_pagamento)
    expect(v.orcamento_validade).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('an empty draft is a valid POST body', () => {
    expect(createOsInput.safeParse(toCreateInput(emptyOsForm())).success).toBe(true)
  })

  it('sends lines in centavos and drops the discount of a service that allows none', () => {
    const input = toCreateInput({
      ...emptyOsForm(),
      itens: [servico(), servico({ permite_desconto: false, descricao: '  ' })],
    })
    expect(createOsInput.safeParse(input).success).toBe(true)
    expect(input.itens?.[0]).toMatchObject({ quantidade: 1.5, valor_unitario: 30000, desconto_valor: 4500 })
    expect(input.itens?.[1]).toMatchObject({ descricao: null, desconto_percentual: 0, desconto_valor: 0 })
  })

  it('keeps only the OS discount of the chosen kind', () => {
    const base = { ...emptyOsForm(), desconto_percentual: 5, desconto_valor: 1000 }
    expect(toCreateInput({ ...base, desconto_tipo: 'percentual' })).toMatchObject({
      desconto_percentual: 5,
      desconto_valor: 0,
    })
    expect(toCreateInput({ ...base, desconto_tipo: 'valor' })).toMatchObject({
      desconto_percentual: null,
      desconto_valor: 1000,
    })
  })

  it('after the quote was sent, PATCH carries only the execution fields', () => {
    const body = toUpdateInput(
      { ...emptyOsForm(), itens: [servico()], laudo: 'ok', km_entrada: 1200 },
      'em_execucao',
    )
    expect(Object.keys(body).sort()).toEqual([
      'km_entrada',
      'laudo',
      'observacoes',
      'previsao_entrega',
      'prioridade',
      'tecnico_responsavel_id',
    ])
    expect(updateOsInput.safeParse(body).success).toBe(true)
    expect(toUpdateInput(emptyOsForm(), 'rascunho')).toHaveProperty('itens')
  })

  it('maps server field errors onto the form', () => {
    expect(formFieldOf('cliente_id')).toBe('cliente')
    expect(formFieldOf('itens.2.quantidade')).toBe('itens.2.quantidade')
    expect(formFieldOf('itens.0.referencia_id')).toBe('itens.0.descricao')
    expect(formFieldOf('garantia_dias')).toBe('garantia_dias')
    expect(formFieldOf('desconhecido')).toBeNull()
  })

  it('checks the form with the API schema and shows each message under its field', () => {
    const errors = (status: 'rascunho' | 'em_execucao', values = emptyOsForm()) =>
      osFormSchema(status)
        .safeParse(values)
        .error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(errors('rascunho')).toBeUndefined()
    const wrong = {
      ...emptyOsForm(),
      observacoes: 'x'.repeat(2001),
      km_entrada: Number.NaN,
      itens: [servico({ quantidade: 1.2345, valor_unitario: Number.NaN })],
    }
    expect(errors('rascunho', wrong)).toEqual([
      ['observacoes', 'Máximo de 2000 caracteres'],
      ['km_entrada', 'KM inválido'],
      ['itens.0.quantidade', 'Informe uma quantidade válida (até 3 casas decimais)'],
      ['itens.0.valor_unitario', 'Valor unitário inválido'],
    ])
    // After the quote was sent only the execution fields are sent, so only they are checked.
    expect(errors('em_execucao', wrong)).toEqual([
      ['observacoes', 'Máximo de 2000 caracteres'],
      ['km_entrada', 'KM inválido'],
    ])
  })
})
