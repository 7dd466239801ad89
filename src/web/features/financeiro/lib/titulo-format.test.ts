import { describe, expect, it } from 'vitest'
import { recebivel, veiculoDoTitulo } from './titulo-format'

describe('veiculoDoTitulo', () => {
  it("reads 'marca modelo - placa', or a dash without a vehicle", () => {
    expect(veiculoDoTitulo({ veiculo: { marca: 'Fiat', modelo: 'Uno', placa: 'ABC1D23' } })).toBe(
      'Fiat Uno - ABC1D23',
    )
    expect(veiculoDoTitulo({ veiculo: null })).toBe('—')
  })
})

describe('recebivel', () => {
  it('is true only for open or overdue titles with a balance', () => {
    expect(recebivel({ situacao: 'aberto', saldo: 1 })).toBe(true)
    expect(recebivel({ situacao: 'vencido', saldo: 500 })).toBe(true)
    expect(recebivel({ situacao: 'pago', saldo: 0 })).toBe(false)
    expect(recebivel({ situacao: 'cancelado', saldo: 500 })).toBe(false)
    expect(recebivel({ situacao: 'aberto', saldo: 0 })).toBe(false)
  })
})
