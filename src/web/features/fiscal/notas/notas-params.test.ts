import { describe, expect, it } from 'vitest'
import { readNotasParams } from './notas-params'

const ler = (search: string, q = '') =>
  readNotasParams(new URLSearchParams(search), { page: 1, q }, '2026-02-14')

describe('readNotasParams', () => {
  it('defaults the period to the current month, not counted as a filter', () => {
    const r = ler('')
    expect(r.filters).toMatchObject({ de: '2026-02-01', ate: '2026-02-28' })
    expect(r.activeFilters).toBe(0)
    expect(r.query).toEqual({ page: 1, pageSize: 10, q: undefined, de: '2026-02-01', ate: '2026-02-28' })
    expect(r.mesDoZip).toBe('2026-02')
  })

  it('reads the URL, drops what the server would refuse and keeps a reversed period out of the query', () => {
    const id = '0b7c3f0e-8a4d-4d0e-9b1a-2f6f3c1d2e4a'
    const r = ler(
      `de=2026-01-10&ate=2026-03-31&situacao=autorizada&cliente_id=${id}&cliente_nome=Ana`,
      'nf 12',
    )
    expect(r.query).toMatchObject({
      de: '2026-01-10',
      ate: '2026-03-31',
      situacao: 'autorizada',
      cliente_id: id,
    })
    expect(r.query.q).toBe('nf 12')
    expect(r.activeFilters).toBe(3)
    expect(r.mesDoZip).toBe('2026-01')
    expect(ler('situacao=paga&cliente_id=abc&de=ontem').query).toEqual(ler('').query)
    const invertido = ler('de=2026-03-10&ate=2026-03-01')
    expect(invertido.periodoInvalido).toBe(true)
    expect(invertido.query.ate).toBeUndefined()
  })
})
