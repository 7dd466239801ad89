import { describe, expect, it } from 'vitest'
import { inserirNoCursor } from './inserir-no-cursor'

describe('inserirNoCursor', () => {
  it('inserts at the cursor and puts the cursor after it', () => {
    expect(inserirNoCursor('Olá, !', '{cliente}', 5, 5)).toEqual({ valor: 'Olá, {cliente}!', cursor: 14 })
  })

  it('replaces the selection', () => {
    expect(inserirNoCursor('Oi NOME.', '{cliente}', 3, 7)).toEqual({ valor: 'Oi {cliente}.', cursor: 12 })
  })

  it('keeps positions inside the text (an empty text, a stale position)', () => {
    expect(inserirNoCursor('', '{link}', 0, 0)).toEqual({ valor: '{link}', cursor: 6 })
    expect(inserirNoCursor('abc', '{x}', 10, 12)).toEqual({ valor: 'abc{x}', cursor: 6 })
  })
})
