import { describe, expect, it } from 'vitest'
import { statusDoPatio } from '../../../../shared/patio/patio'
import type { PatioCartao, PatioView } from '../../../../shared/patio/patio.schemas'
import { moverCartao } from './mover-cartao'

const card = (id: string, status: PatioCartao['status'], total_geral: number): PatioCartao => ({
  id,
  numero_os: `OS-2026-000${id}`,
  status,
  prioridade: 'media',
  cliente_nome: 'Maria',
  veiculo: null,
  tecnico: null,
  previsao_entrega: null,
  prazo: null,
  total_geral,
  fotos: 0,
  alertas: { orcamento_recusado: false, atrasada: false, pecas_faltando: false },
})

const view: PatioView = {
  hoje: '2026-11-22',
  colunas: statusDoPatio.map((status) => ({ status, label: status, quantidade: 0, total: 0, cards: [] })),
}
view.colunas[2] = { ...view.colunas[2], quantidade: 5, total: 900, cards: [card('1', 'aprovado', 300)] }
view.colunas[3] = { ...view.colunas[3], quantidade: 1, total: 100, cards: [card('2', 'em_execucao', 100)] }

describe('moverCartao', () => {
  it('moves the card to the top of the target column, with counts and totals', () => {
    const depois = moverCartao(view, '1', 'em_execucao')
    expect(depois.colunas[2]).toMatchObject({ quantidade: 4, total: 600, cards: [] })
    expect(depois.colunas[3].quantidade).toBe(2)
    expect(depois.colunas[3].total).toBe(400)
    expect(depois.colunas[3].cards.map((c) => [c.id, c.status])).toEqual([
      ['1', 'em_execucao'],
      ['2', 'em_execucao'],
    ])
  })

  it('takes the card off the board for a status without a column', () => {
    const depois = moverCartao(view, '2', 'cancelado')
    expect(depois.colunas[3]).toMatchObject({ quantidade: 0, total: 0, cards: [] })
    expect(depois.colunas.flatMap((c) => c.cards).map((c) => c.id)).toEqual(['1'])
  })

  it('leaves the board as it is for an unknown card or the same column', () => {
    expect(moverCartao(view, 'x', 'aprovado')).toBe(view)
    expect(moverCartao(view, '1', 'aprovado')).toBe(view)
  })
})
