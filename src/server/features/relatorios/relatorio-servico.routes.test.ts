import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { getAt, PERIODO, prepararEmpresa, prepararIntrusa } from './relatorios-fixtures'

let t: TestApp
let admin: TestUser
let tecnicos: { ana: string; bruno: string }
beforeAll(async () => {
  t = await createTestApp()
  const empresa = await buildCompany(t)
  admin = empresa.admin
  ;({ tecnicos } = await prepararEmpresa(t, empresa.empresaId))
  const intrusa = await buildCompany(t)
  await prepararIntrusa(t, intrusa.empresaId)
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

describe('GET /api/relatorios/servico', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => `/api/relatorios/servico${PERIODO}`,
    permission: ['relatorios', 'view'],
  })

  it('answers every figure computed by hand across the year boundary in São Paulo', async () => {
    const res = await getAt(t, admin, `/api/relatorios/servico${PERIODO}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      de: '2025-12-01',
      ate: '2026-01-31',
      hoje: '2026-02-10',
      resumo: {
        abertas: 7, // OS 2, 3, 4, 5, 7, 8, 10 (opened 01/12 to 31/01)
        concluidas: 4, // OS 1, 2, 3, 4 (5 and 6 a second outside, 7 cancelled)
        entregues: 2, // OS 2, and OS 3 at 31/01 23:00
        canceladas: 1, // OS 7
        tempo_medio_dias: 10, // (3 + 21 + 5 + 11) / 4
        no_prazo: 2, // OS 1 on the day, OS 4 early; OS 2 late
        com_previsao: 3,
      },
      por_status: [
        { status: 'concluido', quantidade: 4 },
        { status: 'entregue', quantidade: 2 },
        { status: 'cancelado', quantidade: 1 },
        { status: 'em_execucao', quantidade: 1 },
        { status: 'orcamento_enviado', quantidade: 1 },
        { status: 'rascunho', quantidade: 1 },
      ],
      tempo_por_mes: [
        { mes: '2025-12', concluidas: 2, tempo_medio_dias: 12 }, // OS 1 (3) and OS 2 (21, at 31/12 23:30)
        { mes: '2026-01', concluidas: 2, tempo_medio_dias: 8 }, // OS 3 (5) and OS 4 (11)
      ],
      por_tecnico: [
        {
          tecnico_id: tecnicos.ana,
          tecnico_nome: 'Ana',
          concluidas: 2,
          receita: 30_000,
          tempo_medio_dias: 12,
        },
        {
          tecnico_id: tecnicos.bruno,
          tecnico_nome: 'Bruno',
          concluidas: 1,
          receita: 30_000,
          tempo_medio_dias: 5,
        },
        { tecnico_id: null, tecnico_nome: null, concluidas: 1, receita: 5_000, tempo_medio_dias: 11 },
      ],
      servicos: [
        { descricao: 'Alinhamento', quantidade: 2, receita: 24_000 },
        { descricao: 'Troca de óleo', quantidade: 3, receita: 24_000 }, // OS 5's line is outside
        { descricao: 'Diagnóstico', quantidade: 1, receita: 5_000 },
      ],
      produtos: [
        { descricao: 'Filtro', quantidade: 5, receita: 7_000 },
        { descricao: 'Óleo 5W30', quantidade: 1.5, receita: 6_000 },
      ],
      // OS 2, 3, 7 (twice, one quote) and 10 sent in the period; 2, 3 and 7 approved. OS 1 sent before it.
      conversao: { enviados: 4, aprovados: 3, valor_enviado: 71_000, valor_aprovado: 59_000 },
    })
  })

  it('resolves a preset on the company’s today', async () => {
    const res = await getAt(t, admin, '/api/relatorios/servico?periodo=mes_passado')
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json()
    expect([r.de, r.ate]).toEqual(['2026-01-01', '2026-01-31'])
    expect(r.resumo.concluidas).toBe(2) // OS 3 and 4
    const ano = (await getAt(t, admin, '/api/relatorios/servico?periodo=este_ano')).json()
    expect([ano.de, ano.ate, ano.resumo.concluidas]).toEqual(['2026-01-01', '2026-02-10', 3]) // 3, 4, 5
  })

  it('answers 400 with the Portuguese message for a bad period', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'de', 'Informe a data inicial'],
      ['?de=2026-01-01', 'ate', 'Informe a data final'],
      ['?de=2026-02-01&ate=2026-01-31', 'ate', 'A data final deve ser igual ou posterior à data inicial'],
      ['?de=2021-01-01&ate=2026-01-01', 'ate', 'O período pode ter no máximo 5 anos'],
      ['?de=2026-02-30&ate=2026-03-01', 'de', 'Data inválida'],
      ['?periodo=sempre', 'periodo', 'Período inválido'],
    ]
    for (const [qs, field, message] of cases) {
      const res = await call(t, admin, 'GET', `/api/relatorios/servico${qs}`)
      expect(res.statusCode, qs).toBe(400)
      expect(res.json().error.fields[field], qs).toBe(message)
    }
    const ok = await call(t, admin, 'GET', '/api/relatorios/servico?de=2021-01-02&ate=2026-01-01')
    expect(ok.statusCode).toBe(200)
  })
})

describe('GET /api/relatorios/servico/exportar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => `/api/relatorios/servico/exportar${PERIODO}&tabela=por_tecnico&formato=csv`,
    permission: ['relatorios', 'view'],
  })

  it('exports the technicians table as CSV with a BOM, `;` and money in reais', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/servico/exportar${PERIODO}&tabela=por_tecnico&formato=csv`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="por-tecnico-2025-12-01-a-2026-01-31.csv"',
    )
    // Intl writes a no-break space after R$.
    expect(
      res.body
        .replace(/\u00a0/g, ' ')
        .split(/\r?\n/)
        .filter(Boolean),
    ).toEqual([
      '\ufeffTécnico;OS concluídas;Receita;Tempo médio (dias)',
      'Ana;2;R$ 300,00;12',
      'Bruno;1;R$ 300,00;5',
      'Sem técnico;1;R$ 50,00;11',
    ])
  })

  it('exports the products table as XLSX that reads back', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/servico/exportar${PERIODO}&tabela=produtos&formato=xlsx`,
    )
    expect(res.statusCode, res.body).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]
    expect(sheet.name).toBe('Produtos mais vendidos')
    const rows = sheet.getSheetValues().slice(1) as unknown[][]
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Descrição', 'Quantidade', 'Receita'],
      ['Filtro', 5, 70],
      ['Óleo 5W30', 1.5, 60],
    ])
  })

  it('answers 400 for an unknown table or format', async () => {
    const res = await call(
      t,
      admin,
      'GET',
      `/api/relatorios/servico/exportar${PERIODO}&tabela=aging&formato=pdf`,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toMatchObject({ tabela: 'Tabela inválida', formato: 'Formato inválido' })
  })
})
