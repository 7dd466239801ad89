import { describe, expect, it } from 'vitest'
import {
  CARACTERES_NAO_PERMITIDOS,
  emUmaLinha,
  semCaracteresDeControle,
  semControles,
  texto,
  textoLongo,
} from './texto'

describe('texto', () => {
  it('keeps printable text, accents and emoji', () => {
    expect(texto().parse('  José 🚗 Ação  ')).toBe('José 🚗 Ação')
    expect(emUmaLinha('Óleo 5W30 — R$ 10')).toBe(true)
  })

  it.each([
    'a\u0000b',
    'a\u0007',
    'x\u001b[31m',
    'del\u007f',
    'a\tb',
    'a\nb',
    'a\rb',
    'meio \ud83d emoji',
    '\udfff',
  ])('refuses %j in a one-line field', (v) => {
    expect(texto().safeParse(v).error?.issues[0].message).toBe(CARACTERES_NAO_PERMITIDOS)
  })

  it('keeps tabs and line breaks in a multi-line field, but not NUL', () => {
    expect(textoLongo().parse('Linha 1\r\nLinha 2\tfim')).toBe('Linha 1\r\nLinha 2\tfim')
    expect(semControles('a\u0000')).toBe(false)
  })
})

describe('semCaracteresDeControle', () => {
  it('names the path of every string holding a control character, keys included', () => {
    const r = semCaracteresDeControle.safeParse({
      a: 'ok\n',
      b: ['x', 'y\u0000'],
      c: { d: '\u0001' },
      'k\u0000': 1,
    })
    expect(r.error?.issues.map((i) => i.path)).toEqual([['b', 1], ['c', 'd'], []])
  })

  it('lets anything without control characters through unchanged', () => {
    const v = { a: 'Observação\n\tfim', n: -1, l: [true, null] }
    expect(semCaracteresDeControle.parse(v)).toBe(v)
  })
})
