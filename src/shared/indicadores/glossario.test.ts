import { describe, expect, it } from 'vitest'
import { tabelasFinanceiroDef, tabelasServicoDef } from '../relatorios/tabelas'
import { glossario, nos30Dias } from './glossario'

const entradas = Object.values(glossario)

describe('glossario', () => {
  it('gives each name one definition: no two figures share a name', () => {
    const nomes = entradas.map((i) => i.nome.toLocaleLowerCase('pt-BR'))
    expect(new Set(nomes).size).toBe(nomes.length)
  })

  it('explains every figure in one short line', () => {
    for (const { nome, definicao } of entradas) {
      expect(definicao, nome).toMatch(/^[A-ZÁÉÍÓÚ].{10,110}\.$/)
      expect(definicao, nome).not.toContain('\n')
    }
  })

  it('names the dashboard window in the figure and in its definition', () => {
    expect(nos30Dias(glossario.recebido)).toEqual({
      nome: 'Recebido (30 dias)',
      definicao: 'Pagamentos registrados nos últimos 30 dias, pela data do pagamento, parciais incluídos.',
    })
    expect(nos30Dias(glossario.os_concluidas).definicao).toBe(
      'OS concluídas nos últimos 30 dias, pela data de conclusão; as canceladas depois não contam.',
    )
  })

  it('names the export columns that hold a glossary figure as the cards do', () => {
    const cabecalhos = [...Object.values(tabelasServicoDef), ...Object.values(tabelasFinanceiroDef)].flatMap(
      (t) => t.colunas.map((c) => [c.key, c.header]),
    )
    const porChave: Record<string, string> = {
      receita: glossario.receita.nome,
      concluidas: glossario.os_concluidas.nome,
      faturado: glossario.faturado.nome,
      recebido: glossario.recebido.nome,
    }
    for (const [key, header] of cabecalhos) if (key in porChave) expect(header, key).toBe(porChave[key])
    // And no column borrows a glossary name for something else.
    const nomes = new Set<string>(entradas.map((i) => i.nome))
    for (const [key, header] of cabecalhos) if (nomes.has(header)) expect(porChave[key], header).toBe(header)
  })
})
