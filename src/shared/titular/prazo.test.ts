import { describe, expect, it } from 'vitest'
import { prazoDaSolicitacao } from './prazo'

const SP = 'America/Sao_Paulo'

describe('prazoDaSolicitacao', () => {
  it('counts calendar days in the company zone', () => {
    const agora = new Date('2026-11-29T12:00:00Z')
    expect(prazoDaSolicitacao('2026-12-14T12:00:00Z', SP, agora)).toEqual({
      dias: 15,
      texto: 'Prazo: 15 dias',
      situacao: 'ok',
    })
    expect(prazoDaSolicitacao('2026-12-02T12:00:00Z', SP, agora).situacao).toBe('proximo')
    expect(prazoDaSolicitacao('2026-11-30T12:00:00Z', SP, agora).texto).toBe('Prazo: 1 dia')
    expect(prazoDaSolicitacao('2026-11-29T20:00:00Z', SP, agora).texto).toBe('Vence hoje')
    expect(prazoDaSolicitacao('2026-11-28T12:00:00Z', SP, agora)).toMatchObject({
      texto: 'Vencida há 1 dia',
      situacao: 'vencida',
    })
    expect(prazoDaSolicitacao('2026-11-26T12:00:00Z', SP, agora).texto).toBe('Vencida há 3 dias')
  })

  it('uses the zone, not UTC: 01:00 UTC is still the previous day in São Paulo', () => {
    const agora = new Date('2026-11-30T01:00:00Z') // 29/11 22:00 in São Paulo
    expect(prazoDaSolicitacao('2026-11-30T12:00:00Z', SP, agora).texto).toBe('Prazo: 1 dia')
  })
})
