import { describe, expect, it } from 'vitest'
import { issDe } from './fiscal'
import { type ItemParaNota, notaDaOs, type OsParaNota } from './nota-da-os'

const padroes = { codigo_tributacao: '140101', codigo_nbs: null, aliquota_iss_bp: 500 }

const servico = (descricao: string, valor: number, extra: Partial<ItemParaNota> = {}): ItemParaNota => ({
  tipo: 'servico',
  descricao,
  quantidade: 1,
  valor_unitario: valor,
  desconto_valor: 0,
  subtotal: valor,
  ...extra,
})
const produto = (descricao: string, valor: number): ItemParaNota => ({
  ...servico(descricao, valor),
  tipo: 'produto',
})

const osCom = (itens: ItemParaNota[], extra: Partial<OsParaNota> = {}): OsParaNota => ({
  numero_os: 'OS-2026-0042',
  placa: 'ABC-1D23',
  itens,
  subtotal_servicos: itens.filter((i) => i.tipo === 'servico').reduce((s, i) => s + i.subtotal, 0),
  subtotal_produtos: itens.filter((i) => i.tipo === 'produto').reduce((s, i) => s + i.subtotal, 0),
  desconto_valor: 0,
  acrescimos_valor: 0,
  ...extra,
})

describe('notaDaOs (issue 28)', () => {
  it('takes only the service lines: parts are counted apart', () => {
    const nota = notaDaOs(
      osCom([servico('Troca de óleo', 8000), produto('Óleo 5W30', 12000), servico('Alinhamento', 6000)]),
      padroes,
      false,
    )
    expect(nota.servicos.map((s) => s.descricao)).toEqual(['Troca de óleo', 'Alinhamento'])
    expect(nota.produtos_fora).toEqual({ linhas: 1, valor: 12000 })
    expect(nota.valor_servicos).toBe(14000)
    expect(nota.desconto).toBe(0)
    expect(nota.valor_liquido).toBe(14000)
    expect(nota.valor_iss).toBe(700)
    expect(nota.problemas).toEqual([])
    expect(nota.discriminacao).toBe(
      'Serviços da OS-2026-0042 — veículo ABC-1D23\nTroca de óleo — 1 × R$\u00a080,00\nAlinhamento — 1 × R$\u00a060,00',
    )
  })

  it("adds the line discounts and the OS discount's share of the services, by value", () => {
    // Services 300,00 (one line with 50,00 off), parts 100,00; OS discount 40,00 → services' share 30,00.
    const nota = notaDaOs(
      osCom(
        [
          servico('Funilaria', 25000, { desconto_valor: 5000, subtotal: 20000 }),
          servico('Pintura', 10000),
          produto('Massa', 10000),
        ],
        { desconto_valor: 4000 },
      ),
      padroes,
      false,
    )
    expect(nota.valor_servicos).toBe(35000)
    expect(nota.desconto).toBe(5000 + 3000)
    expect(nota.valor_liquido).toBe(27000)
    expect(nota.valor_iss).toBe(1350)
  })

  it("adds the surcharge's share to the services and rounds each share to the centavo", () => {
    // Services 100,00 and parts 200,00: a 1,00 surcharge gives the services 0,33.
    const nota = notaDaOs(
      osCom([servico('Diagnóstico', 10000), produto('Sensor', 20000)], { acrescimos_valor: 100 }),
      padroes,
      false,
    )
    expect(nota.valor_servicos).toBe(10033)
    expect(nota.valor_liquido).toBe(10033)
  })

  it('rounds the ISS half up in centavos', () => {
    expect(issDe(1010, 250)).toBe(25) // 25,25 centavos
    expect(issDe(1030, 250)).toBe(26) // 25,75
    expect(issDe(1020, 250)).toBe(26) // 25,50 goes up
    expect(issDe(0, 500)).toBe(0)
  })

  it("uses the service's own code and rate over the company's", () => {
    const fiscal = {
      codigo_tributacao: '140501',
      codigo_nbs: '120012300',
      aliquota_iss_bp: 200,
      iss_retido: false,
    }
    const nota = notaDaOs(osCom([servico('Retífica', 50000, { fiscal })]), padroes, false)
    expect(nota.codigo_tributacao).toBe('140501')
    expect(nota.codigo_nbs).toBe('120012300')
    expect(nota.aliquota_iss_bp).toBe(200)
    expect(nota.valor_iss).toBe(1000)
  })

  it('withholds the ISS only for a company customer and a service marked so', () => {
    const fiscal = { codigo_tributacao: null, codigo_nbs: null, aliquota_iss_bp: null, iss_retido: true }
    const os = osCom([servico('Revisão de frota', 30000, { fiscal })])
    expect(notaDaOs(os, padroes, true).iss_retido).toBe(true)
    expect(notaDaOs(os, padroes, false).iss_retido).toBe(false)
    expect(notaDaOs(osCom([servico('Revisão', 30000)]), padroes, true).iss_retido).toBe(false)
  })

  it('says why a note cannot be issued: no services, two codes, two rates', () => {
    expect(notaDaOs(osCom([produto('Pneu', 40000)]), padroes, false).problemas).toEqual([
      'Esta OS não tem serviços: a NFS-e é emitida só sobre serviços.',
    ])
    const outro = { codigo_tributacao: '140501', codigo_nbs: null, aliquota_iss_bp: 300, iss_retido: false }
    const problemas = notaDaOs(
      osCom([servico('A', 100), servico('B', 100, { fiscal: outro })]),
      padroes,
      false,
    ).problemas
    expect(problemas).toHaveLength(2)
    expect(problemas[0]).toContain('códigos de tributação diferentes (14.01.01, 14.05.01)')
    expect(problemas[1]).toContain('alíquotas de ISS diferentes')
  })

  it('keeps the description within the 2000 characters of the national standard', () => {
    const muitos = Array.from({ length: 80 }, (_, i) =>
      servico(`Serviço número ${i} com descrição longa`, 100),
    )
    expect(notaDaOs(osCom(muitos), padroes, false).discriminacao.length).toBe(2000)
  })
})
