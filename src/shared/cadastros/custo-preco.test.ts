import { describe, expect, it } from 'vitest'
import { perguntaCustoAcimaDoPreco } from './custo-preco'

describe('perguntaCustoAcimaDoPreco', () => {
  it('asks when the cost is above the price, naming both in reais', () => {
    expect(perguntaCustoAcimaDoPreco({ preco_publico: 10_000, custo_base: 12_050 }, 'serviço')).toEqual({
      titulo: 'Custo maior que o preço',
      texto:
        'O custo (R$\u00A0120,50) é maior que o preço (R$\u00A0100,00): cada venda deste serviço dá prejuízo. ' +
        'Salvar mesmo assim?',
    })
  })

  it('does not ask when the price covers the cost, or there is no cost', () => {
    expect(perguntaCustoAcimaDoPreco({ preco_publico: 10_000, custo_base: 10_000 }, 'produto')).toBeNull()
    expect(perguntaCustoAcimaDoPreco({ preco_publico: 10_000, custo_base: 9_999 }, 'produto')).toBeNull()
    expect(perguntaCustoAcimaDoPreco({ preco_publico: 0, custo_base: null }, 'produto')).toBeNull()
  })
})
