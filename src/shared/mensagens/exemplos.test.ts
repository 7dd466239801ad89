import { describe, expect, it } from 'vitest'
import { gruposDeModelo, valoresDeExemplo } from './exemplos'
import { chavesDeModelo, modelos, preencherMensagem } from './modelos'

describe('the editor’s groups and sample values', () => {
  it('list every template exactly once', () => {
    const listadas = gruposDeModelo.flatMap((g) => g.chaves)
    expect([...listadas].sort()).toEqual([...chavesDeModelo].sort())
  })

  it('fill every placeholder of every default text (no line dropped, no brace left)', () => {
    for (const chave of chavesDeModelo) {
      const { padrao, placeholders } = modelos[chave]
      for (const p of placeholders) expect(valoresDeExemplo[p], `${chave}: {${p}}`).toBeTruthy()
      const texto = preencherMensagem(chave, padrao, valoresDeExemplo)
      expect(texto, chave).not.toMatch(/\{\w+\}/)
      expect(texto.split('\n').length, chave).toBe(padrao.split('\n').length)
    }
  })
})
