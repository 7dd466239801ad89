import { describe, expect, it } from 'vitest'
import { contarConcluidos, filtrarPorBusca, progressoGeral, textoContagem } from './progresso'

const feito = { concluido_em: '2026-03-01T12:00:00.000Z' }
const pendente = { concluido_em: null }

describe('training progress', () => {
  it('counts the concluded items of a tab', () => {
    expect(contarConcluidos([feito, pendente, feito])).toEqual({ concluidos: 2, total: 3 })
    expect(textoContagem({ concluidos: 3, total: 5 })).toBe('3 de 5 concluídos')
    expect(textoContagem({ concluidos: 1, total: 5 })).toBe('1 de 5 concluído')
    expect(textoContagem({ concluidos: 0, total: 5 })).toBe('0 de 5 concluídos')
  })

  it('computes the overall percent from real progress, rounded down so 100% means all done', () => {
    const cinco = (n: number) => Array.from({ length: 5 }, (_, i) => (i < n ? feito : pendente))
    expect(progressoGeral([cinco(0), cinco(0), cinco(0)])).toEqual({
      concluidos: 0,
      total: 15,
      percentual: 0,
    })
    expect(progressoGeral([cinco(1), cinco(1), cinco(1)]).percentual).toBe(20)
    expect(progressoGeral([cinco(1), cinco(0), cinco(0)]).percentual).toBe(6)
    expect(progressoGeral([cinco(5), cinco(5), cinco(4)]).percentual).toBe(93)
    expect(progressoGeral([cinco(5), cinco(5), cinco(5)]).percentual).toBe(100)
    expect(progressoGeral([]).percentual).toBe(0)
  })

  it('searches every word, ignoring case and accents', () => {
    const itens = [
      { titulo: 'Relatórios', descricao: 'Serviço e financeiro' },
      { titulo: 'Ordens de serviço', descricao: 'Do orçamento à entrega' },
    ]
    const textos = (item: (typeof itens)[number]) => [item.titulo, item.descricao]
    expect(filtrarPorBusca(itens, 'relatorio', textos)).toEqual([itens[0]])
    expect(filtrarPorBusca(itens, 'SERVICO', textos)).toEqual(itens)
    expect(filtrarPorBusca(itens, 'orcamento entrega', textos)).toEqual([itens[1]])
    expect(filtrarPorBusca(itens, 'orcamento financeiro', textos)).toEqual([])
    expect(filtrarPorBusca(itens, '   ', textos)).toEqual(itens)
  })
})
