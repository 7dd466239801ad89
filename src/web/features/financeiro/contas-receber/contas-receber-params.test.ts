import { describe, expect, it } from 'vitest'
import { filtrosAtivos, lerFiltrosTitulos } from './contas-receber-params'

const cliente = '0b6f1b8e-3f0a-4c1e-9d2a-5e7f8a9b0c1d'
const ler = (search: string) => lerFiltrosTitulos(new URLSearchParams(search))

describe('lerFiltrosTitulos', () => {
  it('sends the filters and page of the URL, 10 a page', () => {
    const lidos = ler(
      `de=2026-11-01&ate=2026-11-30&cliente_id=${cliente}&cliente_nome=Maria&status=vencido&page=3`,
    )
    expect(lidos.query).toEqual({
      page: 3,
      pageSize: 10,
      de: '2026-11-01',
      ate: '2026-11-30',
      cliente_id: cliente,
      status: 'vencido',
    })
    expect(lidos.filtros.cliente_nome).toBe('Maria')
    expect(filtrosAtivos(lidos.filtros)).toBe(4)
  })

  it('drops what the server would refuse from a hand-edited link', () => {
    const lidos = ler('de=ontem&cliente_id=123&cliente_nome=X&status=cancelado&page=-2')
    expect(lidos.query).toEqual({ page: 1, pageSize: 10 })
    expect(lidos.filtros.cliente_nome).toBeUndefined()
    expect(filtrosAtivos(lidos.filtros)).toBe(0)
  })

  it('keeps an end before the start for the field but does not send it', () => {
    const lidos = ler('de=2026-11-30&ate=2026-11-01')
    expect(lidos.periodoInvalido).toBe(true)
    expect(lidos.filtros.ate).toBe('2026-11-01')
    expect(lidos.query.ate).toBeUndefined()
    expect(lidos.query.de).toBe('2026-11-30')
  })
})
