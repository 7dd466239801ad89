import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { os } from '../db/schema'
import { withTenant } from '../db/with-tenant'
import { type AppProcesso, startAppProcesso } from '../test/app-processo'
import { createTestApp, type TestApp } from '../test/build-app'
import { buildCompany, sessionCookie, TEST_PASSWORD, type TestUser, uniqueEmail } from '../test/factories'
import { type FakeS3, startFakeS3 } from '../test/fake-s3'
import { multipart, PNG_1X1 } from '../test/multipart'
import { createTestPostgresDatabase, testDbKind } from '../test/test-database'
import { s3FileStorage } from './s3-file-storage'

// Two app servers on one database, each with its own data folder, as behind a load balancer: a file
// uploaded through one is served by the other when both use the bucket (issue 22 item 10). The control
// shows the defect the bucket fixes: on each server's local disk, the other server has no such file.

let s3: FakeS3
beforeAll(async () => {
  s3 = await startFakeS3()
})
afterAll(() => s3?.close())

async function doisServidores(env: Record<string, string>) {
  const a = await createTestApp(env)
  const b = await createTestApp(env, { handle: a.handle })
  expect(b.config.dataDir).not.toBe(a.config.dataDir)
  const close = async () => {
    await b.close()
    await a.close()
  }
  return { a, b, close }
}

async function osDe(t: TestApp, empresaId: string) {
  const [row] = await withTenant(t.handle.db, { empresaId }, (tx) =>
    tx
      .insert(os)
      .values({
        empresa_id: empresaId,
        numero_os: `OS-${randomBytes(4).toString('hex')}`,
        data_abertura: '2026-01-15',
      })
      .returning({ id: os.id }),
  )
  return row!.id
}

async function enviarFoto(t: TestApp, user: TestUser, osId: string) {
  const body = multipart([
    { name: 'tipo', value: 'antes' },
    { name: 'arquivo', filename: 'foto.png', type: 'image/png', data: PNG_1X1 },
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/os/${osId}/fotos`,
    headers: { cookie: user.cookie, 'content-type': body.contentType },
    payload: body.payload,
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string; url: string }
}

const get = (t: TestApp, user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })

describe('two app servers sharing the S3 bucket', () => {
  let par: Awaited<ReturnType<typeof doisServidores>>
  beforeAll(async () => {
    par = await doisServidores(s3.env)
  })
  afterAll(() => par.close())

  it('serves through B the photo uploaded through A, and B deletes it for both', async () => {
    const { admin, empresaId } = await buildCompany(par.a)
    const osId = await osDe(par.a, empresaId)
    const foto = await enviarFoto(par.a, admin, osId)
    const viaB = await get(par.b, admin, foto.url)
    expect(viaB.statusCode).toBe(200)
    expect(viaB.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(viaB.rawPayload, PNG_1X1)).toBe(0)

    // The object itself, read from the bucket without the app.
    const bucket = s3FileStorage(s3.config, 'fotos', (key) => key)
    const objeto = `${empresaId}/${osId}/${foto.id}.png`
    expect(await bucket.exists(objeto)).toBe(true)
    const apagar = await par.b.app.inject({
      method: 'DELETE',
      url: foto.url,
      headers: { cookie: admin.cookie },
    })
    expect(apagar.statusCode).toBe(204)
    expect(await bucket.exists(objeto)).toBe(false)
    expect((await get(par.a, admin, foto.url)).statusCode).toBe(404)
  })

  it("serves through B the company's logo uploaded through A", async () => {
    const { admin } = await buildCompany(par.a)
    const body = multipart([{ name: 'arquivo', filename: 'logo.png', type: 'image/png', data: PNG_1X1 }])
    const enviar = await par.a.app.inject({
      method: 'POST',
      url: '/api/empresa/logo',
      headers: { cookie: admin.cookie, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(enviar.statusCode).toBe(201)
    const viaB = await get(par.b, admin, enviar.json().logo_url)
    expect(viaB.statusCode).toBe(200)
    expect(Buffer.compare(viaB.rawPayload, PNG_1X1)).toBe(0)
  })
})

describe('control: two app servers on their local disks', () => {
  let par: Awaited<ReturnType<typeof doisServidores>>
  beforeAll(async () => {
    par = await doisServidores({})
  })
  afterAll(() => par.close())

  it('B does not have the photo uploaded through A', async () => {
    const { admin, empresaId } = await buildCompany(par.a)
    const osId = await osDe(par.a, empresaId)
    const foto = await enviarFoto(par.a, admin, osId)
    expect((await get(par.a, admin, foto.url)).statusCode).toBe(200)
    expect((await get(par.b, admin, foto.url)).statusCode).toBe(404)
  })
})

// The setting exactly: two real server processes, one PostgreSQL database, one bucket.
if (testDbKind === 'postgres') {
  describe('two app server processes on PostgreSQL sharing the bucket', () => {
    let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>
    let a: AppProcesso
    let b: AppProcesso
    beforeAll(async () => {
      database = await createTestPostgresDatabase()
      const env = {
        ...s3.env,
        DATABASE_URL: database.url,
        AUTH_SECRET: 'segredo-compartilhado-entre-os-servidores-2',
      }
      ;[a, b] = await Promise.all([startAppProcesso(env), startAppProcesso(env)])
    }, 180_000)
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
      await database?.drop()
    })

    it('a photo uploaded through A is served by B', async () => {
      const cadastro = await a.fetch('POST', '/api/auth/sign-up/email', {
        body: {
          name: 'Ana',
          email: uniqueEmail('admin'),
          password: TEST_PASSWORD,
          nome_empresa: 'Oficina Dois',
        },
      })
      expect(cadastro.status).toBe(200)
      const cookie = sessionCookie(cadastro.headers.getSetCookie())
      const { empresa } = (await (await a.fetch('GET', '/api/me', { cookie })).json()) as {
        empresa: { id: string }
      }
      // The OS row straight into the table (as the database owner): the photo only needs it to exist.
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      const { rows } = await client
        .query<{ id: string }>(
          `insert into os (empresa_id, numero_os, data_abertura, status) values ($1, $2, '2026-01-15', 'rascunho') returning id`,
          [empresa.id, `OS-${randomBytes(4).toString('hex')}`],
        )
        .finally(() => client.end())

      const form = new FormData()
      form.set('tipo', 'antes')
      form.set('arquivo', new Blob([PNG_1X1], { type: 'image/png' }), 'foto.png')
      const envio = await fetch(`${a.base}/api/os/${rows[0]!.id}/fotos`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
      expect(envio.status).toBe(201)
      const { url } = (await envio.json()) as { url: string }
      const viaB = await b.fetch('GET', url, { cookie })
      expect(viaB.status).toBe(200)
      expect(Buffer.compare(Buffer.from(await viaB.arrayBuffer()), PNG_1X1)).toBe(0)
    })
  })
}
