import { describe, expect, it } from 'vitest'
import { readContasReceberParams } from './contas-receber-params'

const cliente = '0b6f1b8e-3f0a-4c1e-9d2a-5e7f8a9b0c1d'
const read = (search: string, page = 1) => readContasReceberParams(new URLSearchParams(search), { page })

describe('readContasReceberParams', () => {
  it('sends the filters of the URL and the page, 10 a page', () => {
    const read3 = read(
      `de=2026-11-01&ate=2026-11-30&cliente_id=${cliente}&cliente_nome=Maria&status=vencido`,
      3,
    )
    expect(read3.query).toEqual({
      page: 3,
      pageSize: 10,
      de: '2026-11-01',
      ate: '2026-11-30',
      cliente_id: cliente,
      status: 'vencido',
    })
    expect(read3.filters.cliente_nome).toBe('Maria')
    expect(read3.activeFilters).toBe(4)
  })

  it('drops what the server would refuse from a hand-edited link', () => {
    const wrong = read('de=ontem&cliente_id=123&cliente_nome=X&status=cancelado')
    expect(wrong.query).toEqual({ page: 1, pageSize: 10 })
    expect(wrong.filters.cliente_nome).toBeUndefined()
    expect(wrong.activeFilters).toBe(0)
  })

  it('keeps an end before the start for the field but does not send it', () => {
    const backwards = read('de=2026-11-30&ate=2026-11-01')
    expect(backwards.periodoInvalido).toBe(true)
    expect(backwards.filters.ate).toBe('2026-11-01')
    expect(backwards.query.ate).toBeUndefined()
    expect(backwards.query.de).toBe('2026-11-30')
  })
})
