import { describe, expect, it } from 'vitest'
import { recebivel, situacaoCobrancaPix, veiculoDoTitulo } from './titulo-format'

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

describe('situacaoCobrancaPix', () => {
  const aberto = { situacao: 'aberto', saldo: 500 } as const
  const pix = (origem: 'estatico' | 'banco') => ({ copia_e_cola: '000201…', txid: 'OS1P1', origem })

  it('tells a charge waiting for the bank from one the bank registered', () => {
    expect(situacaoCobrancaPix({ ...aberto, pix: pix('estatico'), cobranca: 'pendente' })).toBe('pendente')
    expect(situacaoCobrancaPix({ ...aberto, pix: pix('banco'), cobranca: 'registrada' })).toBe('registrada')
    expect(
      situacaoCobrancaPix({ ...aberto, situacao: 'vencido', pix: pix('banco'), cobranca: 'registrada' }),
    ).toBe('registrada')
  })

  it('says nothing for the static PIX alone or a title that no longer receives', () => {
    expect(situacaoCobrancaPix({ ...aberto, pix: pix('estatico'), cobranca: null })).toBeNull()
    expect(situacaoCobrancaPix({ ...aberto, pix: null, cobranca: null })).toBeNull()
    expect(situacaoCobrancaPix({ situacao: 'pago', saldo: 0, pix: null, cobranca: 'concluida' })).toBeNull()
    expect(
      situacaoCobrancaPix({ situacao: 'cancelado', saldo: 500, pix: null, cobranca: 'pendente' }),
    ).toBeNull()
  })
})
