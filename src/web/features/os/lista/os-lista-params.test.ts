import { describe, expect, it } from 'vitest'
import { nextSortDir, readOsListaParams, sortPatch } from './os-lista-params'

const cliente = '0b6f1b8e-3f0a-4c1e-9d2a-5e7f8a9b0c1d'
const read = (search: string, q = '', page = 1) => readOsListaParams(new URLSearchParams(search), { q, page })

describe('readOsListaParams', () => {
  it('sends the search, filters, sort and page of the URL, 10 a page, without the display names', () => {
    const found = read(
      `status=aprovado&cliente_id=${cliente}&cliente_nome=Maria&de=2026-11-01&sort=total_geral&dir=asc`,
      'gol',
      2,
    )
    expect(found.query).toEqual({
      q: 'gol',
      page: 2,
      pageSize: 10,
      status: 'aprovado',
      cliente_id: cliente,
      de: '2026-11-01',
      sort: 'total_geral',
      dir: 'asc',
    })
    expect(found.filters.cliente_nome).toBe('Maria')
    expect(found.activeFilters).toBe(3)
  })

  it('ignores what the server would refuse from a hand-edited link', () => {
    const wrong = read(
      'status=perdida&prioridade=urgente&tecnico_id=1&tecnico_nome=X&ate=amanha&sort=cor&dir=up',
    )
    expect(wrong.query).toEqual({ page: 1, pageSize: 10, sort: 'criado_em', dir: 'desc' })
    expect(wrong.filters.tecnico_nome).toBeUndefined()
    expect(wrong.activeFilters).toBe(0)
  })
})

describe('OS list sort', () => {
  it('leaves the default order out of the URL', () => {
    expect(sortPatch('criado_em', 'desc')).toEqual({ sort: undefined, dir: undefined })
    expect(sortPatch('numero_os', 'asc')).toEqual({ sort: 'numero_os', dir: 'asc' })
  })

  it('flips the same column; another starts with the nearest deadline or the largest value', () => {
    expect(nextSortDir('total_geral', 'total_geral', 'desc')).toBe('asc')
    expect(nextSortDir('previsao_entrega', 'criado_em', 'desc')).toBe('asc')
    expect(nextSortDir('numero_os', 'criado_em', 'asc')).toBe('desc')
  })
})
