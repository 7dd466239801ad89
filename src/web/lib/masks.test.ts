import { describe, expect, it } from 'vitest'
import {
  maskCep,
  maskCnpj,
  maskCpf,
  maskDocumento,
  maskInteiro,
  maskPlaca,
  maskTelefone,
  parseInteiro,
} from './masks'

describe('masks', () => {
  it('masks a CPF progressively', () => {
    expect(maskCpf('529')).toBe('529')
    expect(maskCpf('5299')).toBe('529.9')
    expect(maskCpf('52998224725')).toBe('529.982.247-25')
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25')
  })

  it('masks numeric and alphanumeric CNPJs, keeping the check digits numeric', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35')
    expect(maskCnpj('12ABC34501DEX3')).toBe('12.ABC.345/01DE-3')
    expect(maskCnpj('12A')).toBe('12.A')
  })

  it('masks landlines and mobiles', () => {
    expect(maskTelefone('1')).toBe('(1')
    expect(maskTelefone('119716')).toBe('(11) 9716')
    expect(maskTelefone('1197162679')).toBe('(11) 9716-2679')
    expect(maskTelefone('11971626799')).toBe('(11) 97162-6799')
    expect(maskTelefone('')).toBe('')
  })

  it('masks CEP, plate and whole numbers', () => {
    expect(maskCep('01001000')).toBe('01001-000')
    expect(maskCep('0100')).toBe('0100')
    expect(maskPlaca('abc-1234x')).toBe('ABC-1234')
    expect(maskPlaca('abc1c34')).toBe('ABC1C34')
    expect(maskInteiro('123456')).toBe('123.456')
    expect(maskInteiro('000')).toBe('0')
    expect(maskInteiro('')).toBe('')
    expect(parseInteiro('123.456')).toBe(123456)
    expect(parseInteiro('')).toBeNull()
  })

  it('picks the CPF or CNPJ mask by what was typed', () => {
    expect(maskDocumento('52998224725')).toBe('529.982.247-25')
    expect(maskDocumento('112223330001')).toBe('11.222.333/0001')
    expect(maskDocumento('12abc')).toBe('12.ABC')
  })
})
