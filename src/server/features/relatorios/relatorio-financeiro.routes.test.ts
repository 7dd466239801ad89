import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { lerTokenDeDescadastro } from '../consentimento/descadastro'
import { getAt, PERIODO, prepararEmpresa, prepararIntrusa } from './relatorios-fixtures'

let t: TestApp
let admin: TestUser
let empresaId: string
let os: Record<number, string>
beforeAll(async () => {
  t = await createTestApp()
  const empresa = await buildCompany(t)
  admin = empresa.admin
  empresaId = empresa.empresaId
  ;({ os } = await prepararEmpresa(t, empresa.empresaId))
  const intrusa = await buildCompany(t)
  await prepararIntrusa(t, intrusa.empresaId)
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

const vencido = (
  n: number,
  parcela: string,
  cliente: string,
  tel: string,
  venc: string,
  dias: number,
  saldo: number,
) => ({
  titulo_id: expect.any(String),
  os_id: os[n],
  numero_os: `OS-TESTE-${String(n).padStart(2, '0')}`,
  parcela,
  cliente_nome: cliente,
  cliente_telefone: tel,
  vencimento: venc,
  dias_atraso: dias,
  saldo,
  descadastro: expect.stringMatching(/^http:\/\/localhost:3000\/privacidade\/sair\/[\w-]+\.[\w-]+$/),
})

describe('GET /api/relatorios/financeiro', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => `/api/relatorios/financeiro${PERIODO}`,
    permission: ['relatorios', 'view'],
  })

  it('answers every figure computed by hand across the year boundary in São Paulo', async () => {
    const res = await getAt(t, admin, `/api/relatorios/financeiro${PERIODO}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      de: '2025-12-01',
      ate: '2026-01-31',
      hoje: '2026-02-10',
      resumo: {
        recebido: 15_000, // 10 000 on 01/12, 1 000 on 01/01, 4 000 on 31/01
        faturado: 53_000, // issued 31/12 (2 × 10 000), 01/01 (30 000), 31/01 (3 000); not the cancelled one
        os_concluidas: 4,
        ticket_medio: 16_250, // (10 000 + 20 000 + 30 000 + 5 000) / 4
        descontos: 2_000, // OS 1 (500) and 4 (1 000), and OS 1's Filtro line (500)
      },
      por_mes: [
        { mes: '2025-12', faturado: 20_000, recebido: 10_000 },
        { mes: '2026-01', faturado: 33_000, recebido: 5_000 },
      ],
      por_meio: [
        { meio: 'pix', quantidade: 2, valor: 11_000 },
        { meio: 'dinheiro', quantidade: 1, valor: 4_000 },
      ],
      aging: [
        { faixa: 'a_vencer', quantidade: 2, valor: 11_000 }, // due 15/02, and today
        { faixa: '1_30', quantidade: 2, valor: 8_000 }, // 26 days (6 000 left), 30 days (2 000 left)
        { faixa: '31_60', quantidade: 1, valor: 30_000 },
        { faixa: '61_90', quantidade: 1, valor: 5_000 },
        { faixa: '90_mais', quantidade: 1, valor: 4_000 },
      ],
      vencidos: [
        vencido(6, '1/1', 'Cliente Dois', '1133334444', '2025-10-01', 132, 4_000),
        vencido(5, '1/1', 'Cliente Dois', '1133334444', '2025-11-20', 82, 5_000),
        vencido(3, '1/1', 'Cliente Dois', '1133334444', '2026-01-10', 31, 30_000),
        vencido(8, '1/1', 'Cliente Dois', '1133334444', '2026-01-11', 30, 2_000),
        vencido(2, '1/2', 'Cliente Um', '11987654321', '2026-01-15', 26, 6_000),
      ],
      margem: {
        // Filtro (cost 10,00): 2 500 − 2 000 and 4 500 − 3 000; Óleo 5W30 has no cost.
        produtos: { receita: 7_000, custo: 5_000, margem: 2_000 },
        // Troca de óleo (cost 30,00): 8 000 − 3 000 and 16 000 − 6 000; Alinhamento and Diagnóstico without cost.
        servicos: { receita: 24_000, custo: 9_000, margem: 15_000 },
      },
    })
  })

  it("gives each overdue title its customer's opt-out link, for the WhatsApp reminder's last line", async () => {
    const res = await getAt(t, admin, `/api/relatorios/financeiro${PERIODO}`)
    const clientes = await withTenant(t.handle.db, { empresaId }, (tx) =>
      queryRows<{ id: string; nome_razao: string }>(tx, sql`select id, nome_razao from clientes`),
    )
    const idDe = new Map(clientes.map((c) => [c.nome_razao, c.id]))
    const vencidos: { cliente_nome: string; descadastro: string }[] = res.json().vencidos
    expect(vencidos).toHaveLength(5)
    for (const v of vencidos) {
      const token = v.descadastro.split('/privacidade/sair/')[1]!
      expect(lerTokenDeDescadastro(t.config, token)).toEqual({
        empresaId,
        clienteId: idDe.get(v.cliente_nome),
      })
    }
  })

  it('answers a period with nothing in it with zeros and empty lists', async () => {
    const res = await getAt(t, admin, '/api/relatorios/financeiro?de=2020-01-01&ate=2020-01-31')
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json()
    expect(r.resumo).toEqual({ recebido: 0, faturado: 0, os_concluidas: 0, ticket_medio: null, descontos: 0 })
    expect([r.por_mes, r.por_meio]).toEqual([[], []])
    expect(r.margem.produtos).toEqual({ receita: 0, custo: 0, margem: 0 })
    expect(r.vencidos).toHaveLength(5) // overdue titles are today's, whatever the period
  })

  it('answers 400 with the Portuguese message for a bad period', async () => {
    const res = await call(t, admin, 'GET', '/api/relatorios/financeiro?de=2026-02-01&ate=2026-01-01')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.ate).toBe('A data final deve ser igual ou posterior à data inicial')
  })
})

describe('GET /api/relatorios/financeiro/exportar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => `/api/relatorios/financeiro/exportar${PERIODO}&tabela=aging&formato=xlsx`,
    permission: ['relatorios', 'view'],
  })

  it('exports the overdue titles as XLSX with money as numbers', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/financeiro/exportar${PERIODO}&tabela=vencidos&formato=xlsx`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const rows = (wb.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1))
    // The API keeps the stored digits; the table (screen and file) shows the phone formatted.
    expect(rows).toEqual([
      ['OS', 'Parcela', 'Cliente', 'Telefone', 'Vencimento', 'Dias em atraso', 'Saldo'],
      ['OS-TESTE-06', '1/1', 'Cliente Dois', '(11) 3333-4444', '01/10/2025', 132, 40],
      ['OS-TESTE-05', '1/1', 'Cliente Dois', '(11) 3333-4444', '20/11/2025', 82, 50],
      ['OS-TESTE-03', '1/1', 'Cliente Dois', '(11) 3333-4444', '10/01/2026', 31, 300],
      ['OS-TESTE-08', '1/1', 'Cliente Dois', '(11) 3333-4444', '11/01/2026', 30, 20],
      ['OS-TESTE-02', '1/2', 'Cliente Um', '(11) 98765-4321', '15/01/2026', 26, 60],
    ])
  })

  it('exports receipts by month as CSV', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/financeiro/exportar${PERIODO}&tabela=por_mes&formato=csv`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(
      res.body
        .replace(/\u00a0/g, ' ')
        .split(/\r?\n/)
        .filter(Boolean),
    ).toEqual(['\ufeffMês;Faturado;Recebido', '12/2025;R$ 200,00;R$ 100,00', '01/2026;R$ 330,00;R$ 50,00'])
  })
})
