import QRCode from 'qrcode'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, create } from '../../../test/api'
import { createTestApp, type TestApp } from '../../../test/build-app'
import { buildCompany, type TestUser } from '../../../test/factories'
import { buildCatalogo, type Catalogo, osBody } from '../../../test/os-fixtures'
import { itHandlesStandardCases } from '../../../test/standard-cases'
import { osFaturada, setPix } from '../../financeiro/financeiro-fixtures'
import { TIPO_INVALIDO } from './os-pdf.routes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ACENTOS = 'Funilaria e pintura — pára-choque'

async function lerPdf(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return { paginas: totalPages, texto: text }
}

const pdfDe = (user: TestUser, id: string, tipo: string) =>
  call(t, user, 'GET', `/api/os/${id}/pdf?tipo=${tipo}`)

/** An OS with 30 lines whose descriptions carry Portuguese accents and a dash. */
async function osCom30Itens(user: TestUser, c: Catalogo) {
  const itens = Array.from({ length: 30 }, (_, i) => ({
    tipo: 'servico',
    referencia_id: c.funilaria.id,
    descricao: `${ACENTOS} ${i + 1}`,
    quantidade: 1,
    valor_unitario: 10_000 + i,
  }))
  return create(t, user, '/api/os', osBody(c, { itens, km_entrada: 45_210, laudo: 'Amassado na lateral' }))
}

describe('GET /api/os/:id/pdf', () => {
  itHandlesStandardCases({
    app: () => t,
    method: 'GET',
    url: (id) => `/api/os/${id}/pdf?tipo=os`,
    permission: ['os', 'view'],
    createRecord: async (owner) => (await create(t, owner, '/api/os', {})).id,
  })

  it('answers 400 in Portuguese for an unknown tipo', async () => {
    const { admin } = await buildCompany(t)
    const o = await create(t, admin, '/api/os', {})
    const res = await pdfDe(admin, o.id, 'nota')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.tipo).toBe(TIPO_INVALIDO)
  })

  it('prints the A4 order with 30 accented items on 2–3 pages, with the company and the vehicle', async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Oficina São João' })
    const empresa = await call(t, admin, 'PATCH', '/api/empresa', {
      nome_empresa: 'Oficina São João',
      cnpj: '11.222.333/0001-81',
      cidade: 'Ribeirão Preto',
      uf: 'SP',
    })
    expect(empresa.statusCode, empresa.body).toBe(200)
    const c = await buildCatalogo(t, admin)
    const o = await osCom30Itens(admin, c)
    const res = await pdfDe(admin, o.id, 'os')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    // The number already says OS: the file is 'OS-2026-0001.pdf', never 'OS-OS-2026-0001.pdf'.
    expect(o.numero_os).toMatch(/^OS-\d{4}-\d{4}$/)
    expect(res.headers['content-disposition']).toBe(`inline; filename="${o.numero_os}.pdf"`)
    const { paginas, texto } = await lerPdf(res.rawPayload)
    expect(paginas).toBeGreaterThanOrEqual(2)
    expect(paginas).toBeLessThanOrEqual(3)
    for (const n of [1, 15, 30]) expect(texto).toContain(`${ACENTOS} ${n}`)
    expect(texto).toContain('ORDEM DE SERVIÇO')
    expect(texto).toContain(o.numero_os)
    expect(texto).toContain('Oficina São João')
    expect(texto).toContain('CNPJ 11.222.333/0001-81')
    expect(texto).toContain('Ribeirão Preto/SP')
    expect(texto).toContain('Maria Aparecida da Silva')
    expect(texto).toContain('ABC1D23')
    expect(texto).toMatch(/KM DE ENTRADA\s*45\.210/)
    expect(texto).toContain('529.982.247-25')
    expect(texto).toContain('(11) 97162-6799')
    expect(texto).toContain('Amassado na lateral')
    // 30 × R$ 100,00 plus 0 + 1 + … + 29 centavos.
    expect(texto).toMatch(/Total\s*R\$\s*3\.004,35/)
    expect(texto).toContain('90 dias')
    expect(texto).toMatch(/Oficina São João\s*Oficina\s*Maria Aparecida da Silva\s*Cliente/)
    expect(texto).toContain(`${o.numero_os} · Página ${paginas} de ${paginas}`)
    expect(texto).not.toContain(`OS ${o.numero_os}`)
  })

  it('prints an old-format plate with its hyphen, and names the quote file after the number', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const antiga = await create(t, admin, '/api/veiculos', {
      cliente_id: c.cliente.id,
      placa: 'abc1234',
      marca: 'Volkswagen',
      modelo: 'Gol',
    })
    const o = await create(t, admin, '/api/os', osBody(c, { veiculo_id: antiga.id }))
    const enviada = await call(t, admin, 'POST', `/api/os/${o.id}/status`, { status: 'orcamento_enviado' })
    expect(enviada.statusCode, enviada.body).toBe(200)
    const res = await pdfDe(admin, o.id, 'orcamento')
    expect(res.headers['content-disposition']).toBe(`inline; filename="Orcamento-${o.numero_os}.pdf"`)
    const { texto } = await lerPdf(res.rawPayload)
    expect(texto).toContain('ABC-1234')
    expect(texto).not.toContain('ABC1234')
  })

  it("prints the company's logo in the header", async () => {
    const { admin } = await buildCompany(t)
    const imagens = async (id: string) =>
      ((await pdfDe(admin, id, 'orcamento')).rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [])
        .length
    const id = (await create(t, admin, '/api/os', {})).id
    expect(await imagens(id)).toBe(0)
    // Any real PNG will do: a QR code image.
    const png = await QRCode.toBuffer('logo', { type: 'png' })
    const boundary = 'bancadaLogo'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const enviado = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/logo',
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(enviado.statusCode, enviado.body).toBeLessThan(300)
    expect(await imagens(id)).toBeGreaterThan(0)
  })

  it('prints the quote from its latest sent version, with its validity', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await create(t, admin, '/api/os', osBody(c, { condicoes_pagamento: 'Metade na aprovação' }))
    const enviada = await call(t, admin, 'POST', `/api/os/${o.id}/status`, { status: 'orcamento_enviado' })
    expect(enviada.statusCode, enviada.body).toBe(200)
    const validade = enviada.json().orcamento_validade as string
    // Edited after sending: the printed quote still shows the version the customer received.
    await call(t, admin, 'POST', `/api/os/${o.id}/status`, { status: 'rascunho', observacao: 'Revisão' })
    await call(t, admin, 'PATCH', `/api/os/${o.id}`, { acrescimos_valor: 1000 })
    const res = await pdfDe(admin, o.id, 'orcamento')
    expect(res.statusCode, res.body).toBe(200)
    const { paginas, texto } = await lerPdf(res.rawPayload)
    expect(paginas).toBe(1)
    expect(texto).toContain('ORÇAMENTO')
    expect(texto).toContain('Versão 1')
    expect(texto).toContain('Funilaria porta')
    expect(texto).toMatch(/Total\s*R\$\s*529,80/)
    expect(texto).toContain('Metade na aprovação')
    expect(texto).toContain(validade.split('-').reverse().join('/'))
  })

  it('prints the 80 mm receipt on one narrow page', async () => {
    const { admin } = await buildCompany(t)
    const c = await buildCatalogo(t, admin)
    const o = await osCom30Itens(admin, c)
    const res = await pdfDe(admin, o.id, 'recibo')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toBe(`inline; filename="Recibo-${o.numero_os}.pdf"`)
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload))
    expect(pdf.numPages).toBe(1)
    const page = await pdf.getPage(1)
    const [, , largura] = page.view
    expect(Math.round(((largura ?? 0) * 25.4) / 72)).toBe(80)
    const { texto } = await lerPdf(res.rawPayload)
    expect(texto).toContain(`RECIBO – ${o.numero_os}`)
    expect(texto).toContain('Veículo: Fiat Uno - ABC1D23')
    expect(texto).toContain('KM de entrada: 45.210')
    expect(texto).toContain(`${ACENTOS} 30`)
    expect(texto).toMatch(/TOTAL\s*R\$\s*3\.004,35/)
  })

  it('prints the titles and the PIX copia e cola of an invoiced order', async () => {
    const { admin, empresaId } = await buildCompany(t)
    await setPix(t, empresaId, {
      chave: 'financeiro@oficina.com.br',
      nome: 'Oficina do Zé',
      cidade: 'São Paulo',
    })
    const { osId, view } = await osFaturada(t, admin)
    const pix = (view.titulos as { pix: { copia_e_cola: string } | null }[]).find((x) => x.pix)?.pix
    expect(pix).toBeTruthy()
    const semEspacos = (s: string) => s.replace(/\s/g, '')
    for (const tipo of ['os', 'recibo']) {
      const res = await pdfDe(admin, osId, tipo)
      expect(res.statusCode, res.body).toBe(200)
      const { texto } = await lerPdf(res.rawPayload)
      expect(texto).toContain('Sinal')
      expect(semEspacos(texto)).toContain(semEspacos(pix!.copia_e_cola))
    }
  })
})
