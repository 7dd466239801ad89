import { describe, expect, it } from 'vitest'
import { maximoDevolvivel, partesDaDevolucao, podeDevolver } from './devolucao'

const pix = { valor: 10_000, valor_aplicado: 8_000, valor_devolvido: 0, devolucao_status: null }

describe('Devolver PIX', () => {
  it('takes the excess first, then the receipt on the title', () => {
    expect(partesDaDevolucao(pix, 1_500)).toEqual({ doExcedente: 1_500, doRecebimento: 0 })
    expect(partesDaDevolucao(pix, 2_000)).toEqual({ doExcedente: 2_000, doRecebimento: 0 })
    expect(partesDaDevolucao(pix, 5_000)).toEqual({ doExcedente: 2_000, doRecebimento: 3_000 })
    expect(partesDaDevolucao({ ...pix, valor_aplicado: 10_000 }, 10_000)).toEqual({
      doExcedente: 0,
      doRecebimento: 10_000,
    })
  })

  it('refunds a PIX once, again only when the bank did not carry it out', () => {
    expect(podeDevolver(pix)).toBe(true)
    expect(maximoDevolvivel(pix)).toBe(10_000)
    expect(podeDevolver({ ...pix, valor_devolvido: 2_000, devolucao_status: 'EM_PROCESSAMENTO' })).toBe(false)
    expect(podeDevolver({ ...pix, devolucao_status: 'DEVOLVIDO', valor_devolvido: 1 })).toBe(false)
    expect(podeDevolver({ ...pix, devolucao_status: 'NAO_REALIZADO' })).toBe(true)
  })
})
