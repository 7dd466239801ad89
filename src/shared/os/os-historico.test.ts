import { describe, expect, it } from 'vitest'
import { tituloDoRegistro, tituloParaCliente, visivelAoCliente } from './os-historico'

describe('tituloDoRegistro', () => {
  it('names events that keep the status by what they are', () => {
    const mesmo = { de_status: 'concluido', para_status: 'concluido' } as const
    expect(tituloDoRegistro({ ...mesmo, evento: 'faturamento' })).toBe('Faturamento')
    expect(tituloDoRegistro({ ...mesmo, evento: 'estorno_faturamento' })).toBe('Faturamento estornado')
    expect(
      tituloDoRegistro({
        evento: 'orcamento_recusado',
        de_status: 'orcamento_enviado',
        para_status: 'orcamento_enviado',
      }),
    ).toBe('Orçamento recusado pelo cliente')
  })

  it('names creation and status moves by their statuses', () => {
    expect(tituloDoRegistro({ evento: 'criacao', de_status: null, para_status: 'rascunho' })).toBe(
      'OS criada em Rascunho',
    )
    expect(tituloDoRegistro({ evento: 'status', de_status: 'aprovado', para_status: 'em_execucao' })).toBe(
      'Aprovado → Em Execução',
    )
  })
})

describe('the customer’s timeline', () => {
  it('leaves out the draft, revisions and invoicing', () => {
    expect(visivelAoCliente({ evento: 'criacao', para_status: 'rascunho' })).toBe(false)
    expect(visivelAoCliente({ evento: 'status', para_status: 'rascunho' })).toBe(false)
    expect(visivelAoCliente({ evento: 'faturamento', para_status: 'concluido' })).toBe(false)
    expect(visivelAoCliente({ evento: 'estorno_faturamento', para_status: 'concluido' })).toBe(false)
  })

  it('shows the status moves and the customer’s own refusal', () => {
    expect(visivelAoCliente({ evento: 'status', para_status: 'orcamento_enviado' })).toBe(true)
    expect(visivelAoCliente({ evento: 'orcamento_recusado', para_status: 'orcamento_enviado' })).toBe(true)
    expect(tituloParaCliente({ evento: 'orcamento_recusado', para_status: 'orcamento_enviado' })).toBe(
      'Orçamento recusado',
    )
    expect(tituloParaCliente({ evento: 'status', para_status: 'em_execucao' })).toBe('Em Execução')
  })
})
