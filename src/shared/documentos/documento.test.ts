import { describe, expect, it } from 'vitest'
import { documentoSchema, onlyDocumentChars, tipoPessoaFromDocument } from './documento'

describe('onlyDocumentChars', () => {
  it('keeps digits and uppercased letters only', () => {
    expect(onlyDocumentChars('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(onlyDocumentChars(' 529.982.247-25 ')).toBe('52998224725')
  })
})

describe('tipoPessoaFromDocument (decided by the unmasked length)', () => {
  it('reads a masked CPF (14 characters with the mask) as fisica', () => {
    expect('529.982.247-25').toHaveLength(14)
    expect(tipoPessoaFromDocument('529.982.247-25')).toBe('fisica')
    expect(tipoPessoaFromDocument('52998224725')).toBe('fisica')
  })

  it('reads 14 unmasked characters as juridica, numeric or alphanumeric', () => {
    expect(tipoPessoaFromDocument('11.222.333/0001-81')).toBe('juridica')
    expect(tipoPessoaFromDocument('12.ABC.345/01DE-35')).toBe('juridica')
  })

  it('returns null for other lengths and for 11 characters with a letter', () => {
    expect(tipoPessoaFromDocument('')).toBeNull()
    expect(tipoPessoaFromDocument('5299822472')).toBeNull()
    expect(tipoPessoaFromDocument('112223330001811')).toBeNull()
    expect(tipoPessoaFromDocument('5299822472A')).toBeNull()
  })
})

describe('documentoSchema', () => {
  it('outputs the unmasked CPF', () => {
    expect(documentoSchema('fisica').parse(' 529.982.247-25 ')).toBe('52998224725')
    expect(documentoSchema('fisica').parse('08796742020')).toBe('08796742020')
  })

  it("rejects a bad CPF with 'CPF inválido'", () => {
    for (const cpf of ['111.111.111-11', '287.967.420-20', '', '11.222.333/0001-81']) {
      const result = documentoSchema('fisica').safeParse(cpf)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).toEqual(['CPF inválido'])
    }
  })

  it('outputs the unmasked uppercase CNPJ', () => {
    expect(documentoSchema('juridica').parse('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(documentoSchema('juridica').parse('11.222.333/0001-81')).toBe('11222333000181')
  })

  it("rejects a bad CNPJ with 'CNPJ inválido'", () => {
    for (const cnpj of ['12.ABC.345/01DE-34', '11111111111111', '529.982.247-25']) {
      const result = documentoSchema('juridica').safeParse(cnpj)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).toEqual(['CNPJ inválido'])
    }
  })
})
