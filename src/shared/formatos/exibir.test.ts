import { describe, expect, it } from 'vitest'
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatDocumento,
  formatNumero,
  formatPlaca,
  formatTelefone,
  formatVeiculo,
  nomeParaSaudacao,
} from './exibir'

describe('formatPlaca (both plate formats, DOMAIN-BR)', () => {
  it('hyphenates an old plate, stored or typed', () => {
    expect(formatPlaca('ABC1234')).toBe('ABC-1234')
    expect(formatPlaca('abc-1234')).toBe('ABC-1234')
    expect(formatPlaca(' abc 1234 ')).toBe('ABC-1234')
  })

  it('keeps a Mercosul plate as is, uppercased', () => {
    expect(formatPlaca('BRA2E19')).toBe('BRA2E19')
    expect(formatPlaca('bra2e19')).toBe('BRA2E19')
    expect(formatPlaca('ABC1C34')).toBe('ABC1C34')
  })

  it('only normalizes what is not a plate', () => {
    expect(formatPlaca('abc-12')).toBe('ABC12')
  })
})

describe('formatCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['29537995593', '295.379.955-93'],
    ['13378271000', '133.782.710-00'],
    ['40044826079', '400.448.260-79'],
    ['08796742020', '087.967.420-20'],
    ['529.982.247-25', '529.982.247-25'],
  ])('%s → %s', (cpf, formatado) => {
    expect(formatCpf(cpf)).toBe(formatado)
  })

  it('leaves a value without 11 digits untouched instead of truncating it', () => {
    expect(formatCpf('529982')).toBe('529982')
    expect(formatCpf('529982247251')).toBe('529982247251')
  })
})

describe('formatCnpj (numeric and alphanumeric)', () => {
  it.each([
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['A31707X3000136', 'A3.170.7X3/0001-36'],
    ['Q0SLFMBD7VX439', 'Q0.SLF.MBD/7VX4-39'],
    ['11222333000181', '11.222.333/0001-81'],
    ['54550752000155', '54.550.752/0001-55'],
  ])('%s → %s', (cnpj, formatado) => {
    expect(formatCnpj(cnpj)).toBe(formatado)
  })

  it('leaves a value without 14 characters untouched', () => {
    expect(formatCnpj('12ABC3')).toBe('12ABC3')
    expect(formatCnpj('12ABC34501DE3599')).toBe('12ABC34501DE3599')
  })
})

describe('formatDocumento', () => {
  it('masks by kind, decided by the unmasked length', () => {
    expect(formatDocumento('52998224725')).toBe('529.982.247-25')
    expect(formatDocumento('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(formatDocumento('11222333000181')).toBe('11.222.333/0001-81')
  })

  it('leaves anything else untouched', () => {
    expect(formatDocumento('123')).toBe('123')
  })
})

describe('formatTelefone (DOMAIN-BR formats)', () => {
  it('masks a mobile (11 digits) and a landline (10 digits)', () => {
    expect(formatTelefone('11971626799')).toBe('(11) 97162-6799')
    expect(formatTelefone('1197162679')).toBe('(11) 9716-2679')
  })

  it('re-masks a masked number and leaves anything else untouched', () => {
    expect(formatTelefone('(11) 97162-6799')).toBe('(11) 97162-6799')
    expect(formatTelefone('11 9716-2679')).toBe('(11) 9716-2679')
    expect(formatTelefone('971626799')).toBe('971626799')
    expect(formatTelefone('+55 11 97162-6799')).toBe('+55 11 97162-6799')
  })
})

describe('formatCep', () => {
  it('formats 8 digits as 01001-000 (DOMAIN-BR)', () => {
    expect(formatCep('01001000')).toBe('01001-000')
    expect(formatCep('01001-000')).toBe('01001-000')
  })

  it('leaves a value that is not a CEP untouched', () => {
    expect(formatCep('0100100')).toBe('0100100')
  })
})

describe('formatVeiculo', () => {
  it('reads marca, modelo and the formatted plate', () => {
    expect(formatVeiculo({ marca: 'Volkswagen', modelo: 'Gol 1.6', placa: 'ABC1234' })).toBe(
      'Volkswagen Gol 1.6 - ABC-1234',
    )
    expect(formatVeiculo({ marca: 'Fiat', modelo: 'Argo Drive', placa: 'BRA2E19' })).toBe(
      'Fiat Argo Drive - BRA2E19',
    )
  })
})

describe('formatNumero (the Brazilian decimal comma)', () => {
  it('writes a decimal comma, never a point', () => {
    expect(formatNumero(4.9)).toBe('4,9')
    expect(formatNumero(0.5)).toBe('0,5')
    expect(formatNumero(2.25)).toBe('2,25')
  })

  it('groups thousands with a dot', () => {
    expect(formatNumero(1234.5)).toBe('1.234,5')
    expect(formatNumero(68500)).toBe('68.500')
  })

  it('rounds to at most `casas` decimals and pads to `minimo`', () => {
    expect(formatNumero(2.345, 1)).toBe('2,3')
    expect(formatNumero(7, 0)).toBe('7')
    expect(formatNumero(5, 1, 1)).toBe('5,0')
    expect(formatNumero(4.9, 1, 1)).toBe('4,9')
  })

  it('never shows a negative zero, and refuses what is not a number', () => {
    expect(formatNumero(-0)).toBe('0')
    expect(formatNumero(-0.001, 1)).toBe('0')
    expect(formatNumero(-1.5)).toBe('-1,5')
    expect(() => formatNumero(Number.NaN)).toThrow(RangeError)
  })
})

describe('nomeParaSaudacao', () => {
  it('greets a person by the first name', () => {
    expect(nomeParaSaudacao('Maria Aparecida da Silva', 'fisica')).toBe('Maria')
  })

  it('greets a company by its whole name, not the first word of its razão social', () => {
    expect(nomeParaSaudacao(' Transportadora Rápida Ltda ', 'juridica')).toBe('Transportadora Rápida Ltda')
  })
})
