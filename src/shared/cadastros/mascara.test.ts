import { describe, expect, it } from 'vitest'
import { defaultPermissionRows, type PermissionRow } from '../permissoes/permissoes'
import { mascararContatos, mascararDocumento, mascararTelefone, veDadosCompletos } from './mascara'

const permissoes = (role: 'gerente' | 'operador' | 'tecnico'): PermissionRow[] =>
  defaultPermissionRows().filter((r) => r.role === role)

describe('mascararDocumento', () => {
  it('shows the middle six digits of a CPF, masked or not', () => {
    expect(mascararDocumento('12345678909')).toBe('***.456.789-**')
    expect(mascararDocumento('123.456.789-09')).toBe('***.456.789-**')
  })
  it('hides the root start and check digits of a CNPJ (alphanumeric too)', () => {
    expect(mascararDocumento('11.222.333/0001-81')).toBe('**.222.333/0001-**')
    expect(mascararDocumento('12ABC34501DE35')).toBe('**.ABC.345/01DE-**')
  })
  it('keeps only the last two characters of anything else', () => {
    expect(mascararDocumento('12345')).toBe('***45')
    expect(mascararDocumento('1')).toBe('*')
  })
})

describe('mascararTelefone', () => {
  it('keeps the area code and the last four digits', () => {
    expect(mascararTelefone('11987654321')).toBe('(11) *****-4321')
    expect(mascararTelefone('(11) 3333-4444')).toBe('(11) ****-4444')
  })
  it('keeps only the last four of a number of another length', () => {
    expect(mascararTelefone('123456')).toBe('**3456')
  })
})

describe('mascararContatos', () => {
  const linha = { doc: '12345678909', celular: '11987654321', telefone: null, nome: 'Ana' }
  it('answers the row untouched to admin and to roles that edit the register', () => {
    expect(mascararContatos({ role: 'admin', permissions: [] }, linha)).toEqual(linha)
    expect(mascararContatos({ role: 'gerente', permissions: permissoes('gerente') }, linha)).toEqual(linha)
  })
  it('masks the document and phones for a role without edit (técnico by default)', () => {
    const tecnico = { role: 'tecnico', permissions: permissoes('tecnico') }
    expect(veDadosCompletos(tecnico)).toBe(false)
    expect(mascararContatos(tecnico, linha)).toEqual({
      doc: '***.456.789-**',
      celular: '(11) *****-4321',
      telefone: null,
      nome: 'Ana',
    })
  })
  it('masks for anyone without a role', () => {
    expect(mascararContatos(null, { doc: '11222333000181' }).doc).toBe('**.222.333/0001-**')
  })
})
