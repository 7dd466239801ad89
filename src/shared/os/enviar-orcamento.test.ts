import { describe, expect, it } from 'vitest'
import { faltaParaEnviarOrcamento } from './enviar-orcamento'

describe('faltaParaEnviarOrcamento', () => {
  it('asks for the client first, then for an item', () => {
    expect(faltaParaEnviarOrcamento({ temCliente: false, itens: 0 })).toEqual({
      campo: 'cliente_id',
      mensagem: 'Selecione o cliente antes de enviar o orçamento',
    })
    expect(faltaParaEnviarOrcamento({ temCliente: true, itens: 0 })).toEqual({
      campo: 'itens',
      mensagem: 'Adicione pelo menos um item antes de enviar o orçamento',
    })
  })

  it('lets a quote with client and items go', () => {
    expect(faltaParaEnviarOrcamento({ temCliente: true, itens: 2 })).toBeNull()
  })
})
