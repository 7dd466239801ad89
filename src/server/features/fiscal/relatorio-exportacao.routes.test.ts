import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { itHandlesStandardCases } from '../../test/standard-cases'
import { notaStorage } from './notas.storage'
import { empresaComOs, inserirNota, lerCsv } from './relatorio-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const xml = (numero: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><NFSe><infNFSe><nNFSe>${numero}</nNFSe></infNFSe></NFSe>`,
  )

/** March: an authorized note with ISS retained, a cancelled one, a failed attempt; one in April. */
async function seed(admin: TestUser) {
  const { c, novaOs } = await empresaComOs(t, admin)
  const [os1, os2, os3] = [await novaOs(), await novaOs(), await novaOs()]
  const base = { cliente_id: c.cliente.id }
  const autorizada = await inserirNota(
    t,
    admin.empresaId,
    {
      ...base,
      os_id: os1.id,
      numero: '201',
      competencia: '2026-03-31',
      valor_servicos: 50_000,
      desconto: 5_000,
      aliquota_iss_bp: 250,
      valor_iss: 1_125,
      iss_retido: true,
      codigo_verificacao: 'ABC123',
      autorizada_em: new Date('2026-03-31T23:30:00Z'),
    },
    { xml: xml('201'), pdf: Buffer.from('%PDF-1.4') },
  )
  const cancelada = await inserirNota(
    t,
    admin.empresaId,
    {
      ...base,
      os_id: os2.id,
      numero: '202',
      competencia: '2026-03-01',
      situacao: 'cancelada',
      motivo_cancelamento: 'Serviço não prestado',
      tomador_nome: '=HYPERLINK("http://evil.example")',
    },
    { xml: xml('202') },
  )
  await inserirNota(t, admin.empresaId, {
    ...base,
    os_id: os3.id,
    situacao: 'erro',
    competencia: '2026-03-15',
    mensagem: 'Rejeitada',
  })
  const abril = await inserirNota(
    t,
    admin.empresaId,
    { ...base, os_id: os3.id, tentativa: 2, numero: '203', competencia: '2026-04-01' },
    { xml: xml('203') },
  )
  return { os1, autorizada, cancelada, abril }
}

describe('GET /api/notas-fiscais/exportar', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/notas-fiscais/exportar?formato=csv',
    permission: ['fiscal', 'view'],
  })

  it('refuses the técnico and answers 400 in Portuguese for a bad format or period', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    expect((await call(t, tecnico, 'GET', '/api/notas-fiscais/exportar?formato=csv')).statusCode).toBe(403)
    const pdf = await call(t, admin, 'GET', '/api/notas-fiscais/exportar?formato=pdf')
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().error.fields.formato).toBe('Formato inválido: use csv ou xlsx')
    const sem = await call(t, admin, 'GET', '/api/notas-fiscais/exportar')
    expect(sem.json().error.fields.formato).toBe('Formato inválido: use csv ou xlsx')
    const data = await call(t, admin, 'GET', '/api/notas-fiscais/exportar?formato=csv&ate=31/03/2026')
    expect(data.statusCode).toBe(400)
    expect(data.json().error.fields.ate).toBe('Informe a data no formato AAAA-MM-DD')
  })

  it("exports the filtered notes as the accountant's CSV", async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const res = await call(
      t,
      admin,
      'GET',
      '/api/notas-fiscais/exportar?formato=csv&de=2026-03-01&ate=2026-03-31',
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="notas-fiscais-2026-03-01-a-2026-03-31.csv"',
    )
    const [cabecalho, ...linhas] = lerCsv(res.body)
    expect(cabecalho).toEqual([
      'Número',
      'Data de autorização',
      'Competência',
      'Situação',
      'OS',
      'Tomador',
      'CPF/CNPJ',
      'Código de tributação',
      'Valor dos serviços',
      'Desconto',
      'Base de cálculo',
      'Alíquota',
      'ISS',
      'ISS retido',
      'Código de verificação',
      'Motivo do cancelamento',
    ])
    expect(linhas).toHaveLength(3)
    const norm = (c: string) => c.replace(/\s/g, ' ')
    // Authorized 31/03 23:30 UTC is 20:30 in São Paulo.
    expect(linhas[0]!.map(norm)).toEqual([
      '201',
      '31/03/2026 20:30',
      '31/03/2026',
      'Autorizada',
      s.os1.numero_os,
      'Maria Aparecida da Silva',
      '529.982.247-25',
      '14.01.01',
      'R$ 500,00',
      'R$ 50,00',
      'R$ 450,00',
      '2,50%',
      'R$ 11,25',
      'R$ 11,25',
      'ABC123',
      '',
    ])
    expect(linhas[1]![0]).toBe('')
    expect(linhas[1]![3]).toBe('Erro')
    expect(linhas[2]![0]).toBe('202')
    expect(linhas[2]![3]).toBe('Cancelada')
    // A name a spreadsheet would run as a formula opens as text.
    expect(linhas[2]![5]).toBe(`'=HYPERLINK("http://evil.example")`)
    expect(linhas[2]![13]!.replace(/\s/g, ' ')).toBe('R$ 0,00')
    expect(linhas[2]![15]).toBe('Serviço não prestado')
  })

  it('exports XLSX with money as numbers, readable by the spreadsheet library', async () => {
    const { admin } = await buildCompany(t)
    await seed(admin)
    const res = await call(t, admin, 'GET', '/api/notas-fiscais/exportar?formato=xlsx&situacao=autorizada')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="notas-fiscais.xlsx"')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Notas fiscais')!
    expect(sheet.rowCount).toBe(3)
    expect(sheet.getRow(1).getCell(13).value).toBe('ISS')
    const [abril, marco] = [sheet.getRow(2), sheet.getRow(3)]
    expect(abril.getCell(1).value).toBe('203')
    expect(marco.getCell(1).value).toBe('201')
    expect(marco.getCell(9).value).toBe(500)
    expect(marco.getCell(11).value).toBe(450)
    expect(marco.getCell(13).value).toBe(11.25)
    expect(marco.getCell(14).value).toBe(11.25)
    expect(abril.getCell(14).value).toBe(0)
  })

  it("never exports another company's notes", async () => {
    const dona = await buildCompany(t)
    await seed(dona.admin)
    const outra = await buildCompany(t)
    const res = await call(t, outra.admin, 'GET', '/api/notas-fiscais/exportar?formato=csv')
    expect(res.statusCode).toBe(200)
    expect(lerCsv(res.body)).toHaveLength(1)
  })
})

describe('GET /api/notas-fiscais/xmls', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: () => '/api/notas-fiscais/xmls?mes=2026-03',
    permission: ['fiscal', 'view'],
  })

  it('zips the XMLs of the authorized and cancelled notes of the month, byte for byte', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    const res = await call(t, admin, 'GET', '/api/notas-fiscais/xmls?mes=2026-03')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toBe('attachment; filename="nfse-xmls-2026-03.zip"')
    const arquivos = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(arquivos).sort()).toEqual(
      [`201-${s.autorizada.referencia}.xml`, `202-${s.cancelada.referencia}.xml`].sort(),
    )
    expect(Buffer.from(arquivos[`201-${s.autorizada.referencia}.xml`]!)).toEqual(xml('201'))
    expect(Buffer.from(arquivos[`202-${s.cancelada.referencia}.xml`]!)).toEqual(xml('202'))
    const abril = unzipSync(
      new Uint8Array((await call(t, admin, 'GET', '/api/notas-fiscais/xmls?mes=2026-04')).rawPayload),
    )
    expect(Object.keys(abril)).toEqual([`203-${s.abril.referencia}.xml`])
  })

  it('names a file missing from the storage instead of leaving it out silently', async () => {
    const { admin } = await buildCompany(t)
    const s = await seed(admin)
    await notaStorage(t.config).delete(s.cancelada.xml_path!)
    const res = await call(t, admin, 'GET', '/api/notas-fiscais/xmls?mes=2026-03')
    const arquivos = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(arquivos).sort()).toEqual(
      [`201-${s.autorizada.referencia}.xml`, 'XMLS-FALTANDO.txt'].sort(),
    )
    expect(Buffer.from(arquivos['XMLS-FALTANDO.txt']!).toString('utf8')).toContain(
      `202-${s.cancelada.referencia}.xml`,
    )
  })

  it("answers 404 in Portuguese for a month without XMLs, and never zips another company's", async () => {
    const dona = await buildCompany(t)
    await seed(dona.admin)
    const vazio = await call(t, dona.admin, 'GET', '/api/notas-fiscais/xmls?mes=2026-05')
    expect(vazio.statusCode).toBe(404)
    expect(vazio.json().error.message).toBe('Nenhuma nota autorizada ou cancelada com XML neste mês')
    const outra = await buildCompany(t)
    const res = await call(t, outra.admin, 'GET', '/api/notas-fiscais/xmls?mes=2026-03')
    expect(res.statusCode).toBe(404)
  })

  it('refuses the técnico and answers 400 in Portuguese for a bad month', async () => {
    const { admin, empresaId } = await buildCompany(t)
    const tecnico = await buildUser(t, empresaId, 'tecnico')
    expect((await call(t, tecnico, 'GET', '/api/notas-fiscais/xmls?mes=2026-03')).statusCode).toBe(403)
    for (const mes of ['2026-13', '2026-3', 'marco', '']) {
      const res = await call(t, admin, 'GET', `/api/notas-fiscais/xmls?mes=${mes}`)
      expect(res.statusCode, mes).toBe(400)
      expect(res.json().error.fields.mes, mes).toBe('Informe o mês no formato AAAA-MM (ex.: 2026-03)')
    }
    const sem = await call(t, admin, 'GET', '/api/notas-fiscais/xmls')
    expect(sem.json().error.fields.mes).toBe('Informe o mês no formato AAAA-MM (ex.: 2026-03)')
  })
})
