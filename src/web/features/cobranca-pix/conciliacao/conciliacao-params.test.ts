import { describe, expect, it } from 'vitest'
import { pixRecebidosQuery } from '../../../../shared/cobranca-pix/cobranca-pix.schemas'
import { filtrosConciliacao, readConciliacaoParams } from './conciliacao-params'

const read = (search: string, page = 1) => readConciliacaoParams(new URLSearchParams(search), { page })

describe('readConciliacaoParams', () => {
  it('opens on what needs attention and keeps the chosen situation and page', () => {
    expect(read('')).toEqual({ situacao: 'pendentes', page: 1 })
    expect(read('situacao=nao_identificado', 3)).toEqual({ situacao: 'nao_identificado', page: 3 })
    expect(read('situacao=todos')).toEqual({ situacao: 'todos', page: 1 })
  })

  it('reads a hand-edited situation as the default instead of an error', () => {
    expect(read('situacao=pago')).toEqual({ situacao: 'pendentes', page: 1 })
  })

  it('offers every situation the API filters by, once', () => {
    const values = filtrosConciliacao.map((f) => f.value)
    expect(new Set(values).size).toBe(values.length)
    expect([...values].sort()).toEqual([...pixRecebidosQuery.shape.situacao.unwrap().options].sort())
  })
})
