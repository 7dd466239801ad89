import { describe, expect, it } from 'vitest'
import { diasDoPeriodo, navegar, readAgendaParams } from './agenda-params'

const ler = (qs: string) => readAgendaParams(new URLSearchParams(qs), '2026-11-26')

describe('readAgendaParams', () => {
  it('defaults to today’s day view', () => {
    expect(ler('')).toMatchObject({
      visao: 'dia',
      data: '2026-11-26',
      de: '2026-11-26',
      ate: '2026-11-26',
      novo: null,
    })
  })

  it('shows the week from Monday and the list for 30 days with its status filter', () => {
    expect(ler('visao=semana&data=2026-11-29')).toMatchObject({ de: '2026-11-23', ate: '2026-11-29' })
    const lista = ler('visao=lista&data=2026-11-20&status=confirmado')
    expect(lista.query).toEqual({ de: '2026-11-20', ate: '2026-12-19', status: 'confirmado' })
    // The status filter belongs to the list only.
    expect(ler('visao=dia&status=confirmado').query.status).toBeUndefined()
  })

  it('ignores hand-edited values and reads the booking prefill', () => {
    expect(ler('visao=mes&data=ontem&status=x')).toMatchObject({ visao: 'dia', data: '2026-11-26' })
    const id = '5b0c8a52-2f0e-4d8e-9d7c-1f2a3b4c5d6e'
    expect(ler(`novo=1&cliente_id=${id}&veiculo_id=nada&motivo=Troca%20de%20%C3%B3leo`).novo).toEqual({
      cliente_id: id,
      veiculo_id: undefined,
      motivo: 'Troca de óleo',
    })
  })
})

describe('navegar and diasDoPeriodo', () => {
  it('steps a day, a week or the list', () => {
    expect(navegar('dia', '2026-11-30', 1)).toBe('2026-12-01')
    expect(navegar('semana', '2026-11-26', -1)).toBe('2026-11-19')
    expect(navegar('lista', '2026-11-26', 1)).toBe('2026-12-26')
    expect(diasDoPeriodo('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
  })
})
