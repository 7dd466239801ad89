import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLUNA_SECRETA, tabelasForaDaExportacao } from '../../../shared/portabilidade/portabilidade'
import { queryRows } from '../../db/client'
import { os } from '../../db/schema'
import { withTenant } from '../../db/with-tenant'
import { call, create } from '../../test/api'
import { createTestApp, type TestApp } from '../../test/build-app'
import { buildCompany, buildUser, type TestUser } from '../../test/factories'
import { type FakeFocusNfe, iniciarFakeFocusNfe } from '../../test/fake-focus-nfe'
import { type FakePsp, startFakePsp } from '../../test/fake-psp'
import { multipart } from '../../test/multipart'

let t: TestApp
let psp: FakePsp
let focus: FakeFocusNfe
const TOKEN_FOCUS = `tok-focus-${randomBytes(8).toString('hex')}`
beforeAll(async () => {
  psp = await startFakePsp()
  focus = await iniciarFakeFocusNfe({ token: TOKEN_FOCUS })
  t = await createTestApp({ FOCUS_NFE_URL_HOMOLOGACAO: focus.url })
})
afterAll(async () => {
  await t.close()
  await psp.close()
  await focus.fechar()
})

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const exportar = (user: TestUser) => call(t, user, 'GET', '/api/empresa/exportacao')
const abrir = (corpo: Buffer) => unzipSync(new Uint8Array(corpo))
const texto = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8')

/** The tables with empresa_id, read from information_schema the way the export does (so none is forgotten). */
const tabelasComEmpresaId = async () =>
  (
    await queryRows<{ table_name: string }>(
      t.handle.db,
      sql`select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'empresa_id' and t.table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.table_name)

async function osComFoto(admin: TestUser) {
  const [row] = await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
    tx
      .insert(os)
      .values({
        empresa_id: admin.empresaId,
        numero_os: `OS-EXP-${randomBytes(3).toString('hex')}`,
        data_abertura: '2026-01-15',
        status: 'rascunho',
      })
      .returning({ id: os.id }),
  )
  const body = multipart([
    { name: 'tipo', value: 'antes' },
    { name: 'arquivo', filename: 'foto.png', type: 'image/png', data: PNG },
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/os/${row!.id}/fotos`,
    headers: { 'content-type': body.contentType, cookie: admin.cookie },
    payload: body.payload,
  })
  expect(res.statusCode, res.body).toBe(201)
}

describe('GET /api/empresa/exportacao', () => {
  it('answers 401 without a session and 403 to everyone but the admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/exportacao' })).statusCode).toBe(401)
    const { empresaId } = await buildCompany(t)
    for (const papel of ['gerente', 'operador', 'tecnico'] as const) {
      const usuario = await buildUser(t, empresaId, papel)
      const res = await exportar(usuario)
      expect(res.statusCode, papel).toBe(403)
      expect(res.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
    }
  })

  it('is a ZIP with every table with empresa_id, the photos, a LEIA-ME, no secret and no other company', async () => {
    const { admin } = await buildCompany(t, { nome_empresa: 'Oficina Exportadora' })
    const cliente = await create(t, admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '529.982.247-25',
      nome_razao: 'Joana Exportada Pereira',
    })
    await osComFoto(admin)
    const pix = await call(t, admin, 'PUT', '/api/cobranca-pix/config', {
      base_url: psp.baseUrl,
      token_url: psp.tokenUrl,
      client_id: psp.clientId,
      client_secret: psp.clientSecret,
      certificado: {
        tipo: 'pem',
        certificado: psp.certificadoPem.cert,
        chave_privada: psp.certificadoPem.key,
      },
      chave: 'financeiro@oficina.com.br',
      multa_percentual: '2',
      juros_percentual_mes: '1',
    })
    expect(pix.statusCode, pix.body).toBe(200)
    const nfse = await call(t, admin, 'PUT', '/api/fiscal/config', {
      ambiente: 'homologacao',
      token: TOKEN_FOCUS,
      cnpj: '12.345.678/0001-95',
      inscricao_municipal: '1.234.567-8',
      codigo_municipio: '3550308',
      regime_tributario: 'simples_nacional',
      aliquota_iss: '2,5',
      codigo_tributacao: '14.01.01',
    })
    expect(nfse.statusCode, nfse.body).toBe(200)
    const outra = await buildCompany(t, { nome_empresa: 'Oficina Vizinha' })
    await create(t, outra.admin, '/api/clientes', {
      tipo_pessoa: 'fisica',
      doc: '111.444.777-35',
      nome_razao: 'Vizinho Nunca Exportado',
    })

    const res = await exportar(admin)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bancada-dados-da-empresa-/)
    const zip = abrir(res.rawPayload)

    // Every table with empresa_id has its JSON, each row of this company only.
    const esperadas = (await tabelasComEmpresaId()).filter((n) => !(n in tabelasForaDaExportacao))
    expect(esperadas.length).toBeGreaterThan(30)
    for (const tabela of esperadas) {
      const arquivo = zip[`tabelas/${tabela}.json`]
      expect(arquivo, `tabelas/${tabela}.json`).toBeDefined()
      const linhas = JSON.parse(texto(arquivo!)) as { empresa_id: string }[]
      expect(Array.isArray(linhas)).toBe(true)
      for (const l of linhas) expect(l.empresa_id, tabela).toBe(admin.empresaId)
    }
    const clientes = JSON.parse(texto(zip['tabelas/clientes.json']!))
    expect(clientes).toEqual([
      expect.objectContaining({ id: cliente.id, nome_razao: 'Joana Exportada Pereira' }),
    ])
    expect(JSON.parse(texto(zip['tabelas/os_fotos.json']!))).toHaveLength(1)
    expect(JSON.parse(texto(zip['empresa.json']!))).toMatchObject({
      id: admin.empresaId,
      nome_empresa: 'Oficina Exportadora',
    })
    expect(JSON.parse(texto(zip['usuarios.json']!))).toEqual([
      expect.objectContaining({ email: admin.email, papel: 'admin' }),
    ])

    // The photo's bytes, under the OS's folder.
    const fotos = Object.keys(zip).filter((n) => n.startsWith('arquivos/fotos-das-os/'))
    expect(fotos).toHaveLength(1)
    expect(Buffer.from(zip[fotos[0]!]!).equals(PNG)).toBe(true)
    expect(texto(zip['LEIA-ME.txt']!)).toContain('tabelas/clientes.json: 1')

    // No secret, no column that holds one, and nothing of the other company, anywhere in the ZIP.
    const tudo = Object.entries(zip)
      .map(([nome, bytes]) => `${nome}\n${texto(bytes)}`)
      .join('\n')
    const chavePrivada = psp.certificadoPem.key.split('\n').find((l) => l.length > 40)!
    for (const segredo of [psp.clientSecret, chavePrivada, TOKEN_FOCUS]) {
      expect(tudo.includes(segredo), 'segredo no ZIP').toBe(false)
    }
    // No row carries a secret column (the activity log's entries name them, with '***' for the value).
    for (const tabela of esperadas) {
      for (const linha of JSON.parse(texto(zip[`tabelas/${tabela}.json`]!)) as object[]) {
        expect(
          Object.keys(linha).filter((k) => COLUNA_SECRETA.test(k)),
          tabela,
        ).toEqual([])
      }
    }
    expect(JSON.parse(texto(zip['tabelas/nfse_config.json']!))).toHaveLength(1)
    expect(JSON.parse(texto(zip['tabelas/cobranca_pix_config.json']!))).toEqual([
      expect.objectContaining({ client_id: psp.clientId }),
    ])
    for (const alheio of ['Vizinho Nunca Exportado', 'Oficina Vizinha', outra.empresaId, outra.admin.email]) {
      expect(tudo.includes(alheio), alheio).toBe(false)
    }

    // The download is in the activity log, as a security event.
    const entradas = await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      queryRows<{ usuario_id: string; categoria: string }>(
        tx,
        sql`select usuario_id, categoria from atividades where entidade = 'empresa' and acao = 'exportou'`,
      ),
    )
    expect(entradas).toEqual([{ usuario_id: admin.userId, categoria: 'seguranca' }])
  })

  it('stays downloadable by the admin of a cancelled (read-only) company', async () => {
    const { admin } = await buildCompany(t)
    const cancelou = await call(t, admin, 'POST', '/api/assinatura/cancelar', {
      confirmacao: (await call(t, admin, 'GET', '/api/me')).json().empresa.nome_empresa,
    })
    expect(cancelou.statusCode, cancelou.body).toBe(200)
    const res = await exportar(admin)
    expect(res.statusCode).toBe(200)
    expect(abrir(res.rawPayload)['tabelas/clientes.json']).toBeDefined()
  })

  it('pages through a big table: every row once, in key order', async () => {
    const { admin } = await buildCompany(t)
    await withTenant(t.handle.db, { empresaId: admin.empresaId }, (tx) =>
      tx.execute(sql`insert into clientes (empresa_id, tipo_pessoa, doc, nome_razao)
        select ${admin.empresaId}, 'fisica', lpad(n::text, 11, '0'), 'Cliente ' || n from generate_series(1, 1234) n`),
    )
    const zip = abrir((await exportar(admin)).rawPayload)
    const clientes = JSON.parse(texto(zip['tabelas/clientes.json']!)) as { id: string; nome_razao: string }[]
    expect(clientes).toHaveLength(1234)
    expect(new Set(clientes.map((c) => c.id)).size).toBe(1234)
    expect(new Set(clientes.map((c) => c.nome_razao)).size).toBe(1234)
  })
})
